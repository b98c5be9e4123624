"""The playground page in headless Chromium (Debian's, driven by Playwright): type an
instruction and a violating output, submit, and read the verdict and the marks."""

import os

import pytest
from playwright.sync_api import expect, sync_playwright

CHROMIUM = os.environ.get("NSVIF_CHROMIUM", "/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def page(server):
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.goto(server + "/")
        yield page
        browser.close()


def check(page, instruction, output):
    page.fill("#instruction", instruction)
    page.fill("#output", output)
    page.click("#check")
    expect(page.locator("#result")).to_be_visible()


def test_a_violating_output_is_unsat_with_the_comma_marked(page):
    check(
        page,
        "Write a short greeting in all lowercase letters. Do not use any commas.",
        "hello there, friend! it is good to see you.",
    )
    expect(page.locator("#verdict")).to_have_text("unsat")
    expect(page.locator("#verdict")).to_have_class("verdict unsat")
    violated = page.locator("#output-marked mark.violated")
    expect(violated).to_have_count(1)
    expect(violated).to_have_text(",")
    title = violated.get_attribute("title")
    assert "measured: 1 comma" in title and "required: no commas" in title, title
    # The comma rule was read from its sentence of the instruction.
    constraint = violated.get_attribute("data-constraint")
    read = page.locator(f'#instruction-marked mark.read[data-constraint="{constraint}"]')
    expect(read).to_contain_text("commas")
    row = page.locator(f'#constraints tr[data-constraint="{constraint}"]')
    expect(row.locator("td.value")).to_have_text("✗")
    expect(row).to_contain_text("no commas")
    shot = os.environ.get("NSVIF_SCREENSHOT")
    if shot:
        page.screenshot(path=shot, full_page=True)


def test_a_following_output_is_sat(page):
    check(page, "Do not use any commas.", "hello there friend")
    expect(page.locator("#verdict")).to_have_text("sat")
    expect(page.locator("#output-marked mark.violated")).to_have_count(0)


def test_a_multibyte_output_is_marked_at_the_right_characters(page):
    # Byte offsets from the API, characters in the page: the mark must not drift.
    check(page, "Do not use any commas.", "café — naïve, déjà vu")
    expect(page.locator("#verdict")).to_have_text("unsat")
    expect(page.locator("#output-marked mark.violated")).to_have_text(",")
    expect(page.locator("#output-marked")).to_have_text("café — naïve, déjà vu")


def test_an_api_error_is_shown(page):
    check_error = "x" * (300 << 10)
    page.fill("#instruction", check_error)
    page.fill("#output", "a")
    page.click("#check")
    expect(page.locator("#error")).to_contain_text("input_too_large")
