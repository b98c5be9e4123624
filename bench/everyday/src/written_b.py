"""The second hand-written batch of the everyday-phrasing corpus (build_b.py writes
fresh_tune.jsonl and fresh_heldout.jsonl from it).

Instructions in wordings the first batch and the families do not use: counts in words
("a couple", "half a dozen"), ranges ("3 to 5", "3–5"), symbols ("<100 chars", "≤ 50
words"), abbreviations ("pls", "w/o", "max."), constraints in parentheses and bracketed
labels, system-prompt rule lists, personas, long task texts, negations ("don't go
over", "never more than") and several constraints in one sentence. Some rewrite rows of
the CC0 collection f/awesome-chatgpt-prompts; the rest are written for this corpus in
the styles of support agents, coding assistants, marketing, teaching, summaries and
social media.

A record is `R(instruction, checks, satisfying output, *violators)`. A violator is
`(text, k, …)` or `((old, new), k, …)`, the latter being the satisfying output with
`old` replaced once by `new`; the `k` are the indexes of the checks it was written to
break. build_b.py computes every label with label.py's checker and rejects a record
whose violator breaks anything else.
"""

ACP = ("f/awesome-chatgpt-prompts prompts.csv (commit 0002c43ac93fde44221b811920aaad0ad033be47, "
       "CC0-1.0) act={act}; adapted")
OWN = "written for nsvif"


def style(kind):
    return f"written for nsvif ({kind})"


def c(quote, what, **kw):
    return dict(kw, what=what, quote=quote)


def n_(quote, unit, rel, n, m=None, scope=None, which="each", **kw):
    """A count check; `scope` names the unit it applies to (each one by default)."""
    check = c(quote, "count", unit=unit, rel=rel, n=n, **kw)
    if m is not None:
        check["m"] = m
    if scope:
        check["in"] = {"unit": scope, "which": which}
    return check


def has(quote, text, word=True, rel=None, n=None, scope=None, which="each"):
    check = c(quote, "contains", text=text, word=word)
    if rel:
        check.update(rel=rel, n=n)
    if scope:
        check["in"] = {"unit": scope, "which": which}
    return check


def no(quote, text, word=True, scope=None, which="each"):
    return has(quote, text, word, "==", 0, scope, which)


def sw(quote, text, scope=None, which="each", negate=False):
    check = c(quote, "starts_with", text=text)
    if negate:
        check["negate"] = True
    if scope:
        check["in"] = {"unit": scope, "which": which}
    return check


def ew(quote, text, scope=None, which="each", negate=False):
    check = c(quote, "ends_with", text=text)
    if negate:
        check["negate"] = True
    if scope:
        check["in"] = {"unit": scope, "which": which}
    return check


def case(quote, value, scope=None, which="each"):
    check = c(quote, "case", value=value)
    if scope:
        check["in"] = {"unit": scope, "which": which}
    return check


def sem(quote):
    return c(quote, "semantic")


def R(instruction, checks, sat, *violators, source=OWN):
    outputs = [(sat, [])]
    for v in violators:
        text = v[0]
        if isinstance(text, str) and len(v) > 1 and isinstance(v[1], str):
            v = ((v[0], v[1]),) + tuple(v[2:])
            text = v[0]
        if isinstance(text, tuple):
            old, new = text
            if old not in sat:
                raise ValueError(f"{old!r} is not in {sat!r}")
            text = sat.replace(old, new, 1)
        outputs.append((text, [checks[k]["quote"] for k in v[1:]]))
    return {"instruction": instruction, "checks": checks, "outputs": outputs,
            "source": source}


def tagged(batch, kind):
    """The batch with the style it is written in named in each source that names none."""
    for rec in batch:
        if rec["source"] == OWN:
            rec["source"] = style(kind)
    return batch


WRITTEN_B = []

# --- rows of f/awesome-chatgpt-prompts, shortened, a count or layout rule added -----------

ACP_ROWS = [
    R("I want you to act as a synonyms provider. I will tell you a word, and you will reply "
      "with a list of synonym alternatives. Provide a max of 10 synonyms per prompt, one per "
      "line. You will only reply the words list, and nothing else. My word is \"quick\".",
      [n_("Provide a max of 10 synonyms per prompt", "line", "<=", 10),
       c("one per line", "one_per_line")],
      "fast\nrapid\nswift\nspeedy\nbrisk\nhasty\nnimble\nprompt",
      ("fast\nrapid\nswift\nspeedy\nbrisk\nhasty\nnimble\nprompt\nfleet\nexpeditious\nlively",
       0),
      ("fast\nrapid, swift\nspeedy\nbrisk\nhasty\nnimble\nprompt", 1),
      source=ACP.format(act="Synonym finder") + "; one per line added"),
    R("I want you to act as a smart domain name generator. I will tell you what my company "
      "does and you will reply with a list of domain name alternatives. Give me 5 domains, "
      "one per line. Each domain should be max 8 letters before the dot com. Do not write "
      "explanations. My company sells refurbished bicycles.",
      [n_("Give me 5 domains", "line", "==", 5),
       ew("before the dot com", ".com", scope="line"),
       n_("Each domain should be max 8 letters", "letter", "<=", 11, scope="line")],
      "rebike.com\ncyclo.com\npedalon.com\nspokely.com\nwheelio.com",
      ("rebike.com\ncyclo.com\npedalon.com\nspokely.com\nwheelio.com\nridenew.com", 0),
      (("wheelio.com", "wheelio.net"), 1),
      (("spokely.com", "secondspokes.com"), 2),
      source=ACP.format(act="Smart Domain Name Generator")
      + "; 'max 7-8 letters' made 'max 8 letters', count and layout added; the letter "
        "limit is checked with the three letters of 'com' added"),
    R("I want you to act as a title generator for written pieces. I will provide you with the "
      "topic of an article, and you will generate five attention-grabbing titles. Please keep "
      "each title concise and under 20 words. Put each title on its own line with no "
      "numbering. My first topic is \"a knowledge base built from my own notes\".",
      [n_("generate five attention-grabbing titles", "line", "==", 5),
       n_("under 20 words", "word", "<", 20, scope="line"),
       n_("with no numbering", "numbered", "==", 0)],
      "Your Notes Are Already a Knowledge Base\nFrom Scattered Notes to a Second Brain\n"
      "How I Turned Five Years of Notes into a Searchable Library\nStop Losing Good Ideas in "
      "Old Notebooks\nBuild Once, Find Forever: A Personal Knowledge Base",
      ("Your Notes Are Already a Knowledge Base\nFrom Scattered Notes to a Second Brain\n"
       "How I Turned Five Years of Notes into a Searchable Library\nStop Losing Good Ideas in "
       "Old Notebooks", 0),
      (("How I Turned Five Years of Notes into a Searchable Library",
        "How I Turned Five Years of Messy Notes, Bookmarks and Half-Finished Drafts into a "
        "Searchable Library I Use Every Day"), 1),
      ("1. Your Notes Are Already a Knowledge Base\n2. From Scattered Notes to a Second Brain\n"
       "3. How I Turned Five Years of Notes into a Searchable Library\n4. Stop Losing Good "
       "Ideas in Old Notebooks\n5. Build Once, Find Forever: A Personal Knowledge Base", 2),
      source=ACP.format(act="Title Generator for written pieces") + "; layout added"),
    R("I want you to act as a Technology Transferer. I will provide resume bullet points and "
      "you will map each bullet point from Android to ReactJS. Only reply with the mapped "
      "bullet points in the following format: \"- [mapped bullet point]\". Do not write "
      "explanations.\n\n- Built offline caching for the Android app with Room\n- Cut app "
      "start time by 40% with lazy loading",
      [n_("map each bullet point", "bullet", "==", 2),
       sw("Only reply with the mapped bullet points", "- ", scope="line")],
      "- Built offline caching for the React app with IndexedDB\n- Cut page load time by 40% "
      "with code splitting and lazy loading",
      ("- Built offline caching for the React app with IndexedDB", 0),
      ("Here are your bullets:\n- Built offline caching for the React app with IndexedDB\n"
       "- Cut page load time by 40% with code splitting and lazy loading", 1),
      source=ACP.format(act="Technology Transferer") + "; resume lines written for nsvif"),
    R("I want you to act like a linkedin ghostwriter and write me a new linkedin post on the "
      "topic [How to stay young?], focusing on [healthy food and work life balance]. Post "
      "should be within 120 words and a line must be 9 words at max to keep the post in good "
      "shape.",
      [n_("Post should be within 120 words", "word", "<=", 120),
       n_("a line must be 9 words at max", "word", "<=", 9, scope="line")],
      "Staying young is not about a cream.\nIt starts on your plate and in your calendar.\n"
      "Eat real food most days.\nVegetables first, sugar last.\nDrink water before coffee.\n"
      "Then protect your evenings.\nClose the laptop at six.\nWalk, cook, call a friend.\n"
      "Sleep like it is part of the job.\nBecause it is.\nYoung is a habit, not an age.",
      (("Then protect your evenings.", "Then protect your evenings from all those late "
        "meetings and emails."), 1),
      ("Staying young is not about a cream.\nIt starts on your plate and in your calendar.\n"
       "Eat real food most days.\nVegetables first, sugar last.\nDrink water before coffee.\n"
       "Then protect your evenings.\nClose the laptop at six.\nWalk, cook, call a friend.\n"
       "Sleep like it is part of the job.\nBecause it is.\n" * 3
       + "Young is a habit, not an age.", 0),
      source=ACP.format(act="Act as LinkedIn Ghostwriter")
      + "; '400 words' made 120, 'between 7-9 words at max' made '9 words at max'"),
    R("I want you to act as a SQL terminal in front of an example database with a table "
      "named \"Products\". I will type queries and you will reply with a table of query "
      "results in a single code block, and nothing else. Do not write explanations. My first "
      "command is 'SELECT TOP 3 Name, Price FROM Products ORDER BY Price DESC'",
      [n_("in a single code block", "code_block", "==", 1),
       sw("and nothing else", "```"), ew("and nothing else", "```")],
      "```\n+-----------+-------+\n| Name      | Price |\n+-----------+-------+\n| Espresso "
      "X | 899   |\n| Grinder 2 | 249   |\n| Kettle    | 79    |\n+-----------+-------+\n```",
      ("```\n+-----------+-------+\n| Name      | Price |\n+-----------+-------+\n| Espresso "
       "X | 899   |\n| Grinder 2 | 249   |\n| Kettle    | 79    |\n+-----------+-------+\n```"
       "\n3 rows returned.", 1),
      source=ACP.format(act="SQL terminal") + "; TOP 10 made TOP 3, two columns"),
    R("I want you to act as an English translator, spelling corrector and improver. I will "
      "speak to you in any language and you will answer in the corrected and improved version "
      "of my text, in English. I want you to only reply the correction, in a single sentence, "
      "and nothing else, do not write explanations. My first sentence is \"istanbulu cok "
      "seviyom burada olmak cok guzel\"",
      [n_("in a single sentence", "sentence", "==", 1)],
      "I adore Istanbul, and being here is truly delightful.",
      ("I adore Istanbul. Being here is truly delightful.", 0),
      source=ACP.format(act="English Translator and Improver") + "; 'in a single sentence' "
      "added"),
    R("I want you to act as a food critic. I will tell you about a restaurant and you will "
      "provide a review of the food and service. You should only reply with your review, in "
      "two paragraphs (food, then service), and nothing else. Give the review a score out of "
      "10 in the last line, written as 'Score: N/10'. My first request is \"I visited a new "
      "Italian restaurant last night.\"",
      [n_("in two paragraphs", "paragraph", "==", 2),
       sw("written as 'Score: N/10'", "Score: ", scope="line", which="last"),
       ew("written as 'Score: N/10'", "/10")],
      "The fresh pasta was the star: silky tagliatelle with a slow beef ragù that tasted of "
      "hours on the stove. The tiramisu was light but a little too sweet.\n\nService was warm "
      "and unhurried, though our mains took forty minutes to arrive.\nScore: 8/10",
      ("The fresh pasta was the star: silky tagliatelle with a slow beef ragù that tasted of "
       "hours on the stove. The tiramisu was light but a little too sweet. Service was warm "
       "and unhurried, though our mains took forty minutes to arrive.\nScore: 8/10", 0),
      (("Score: 8/10", "Score: 8 out of 10"), 2),
      (("\nScore: 8/10", " We would go back. 8/10"), 1),
      source=ACP.format(act="Food Critic") + "; layout and score line added"),
    R("I want you to act as a regex generator. Generate regular expressions that match "
      "specific patterns in text. Do not write explanations or examples; simply provide only "
      "the regular expression itself, on one line, inside backticks. My first prompt is a "
      "UK postcode.",
      [n_("on one line", "line", "==", 1), sw("inside backticks", "`"),
       ew("inside backticks", "`")],
      "`^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$`",
      ("`^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$`\nThis matches most UK postcodes.", 0, 2),
      ("^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$", 1, 2),
      source=ACP.format(act="Regex Generator") + "; layout added"),
    R("I want you to pretend to be a 24 year old guy flirting with a girl on chat. Answer "
      "short, funny and flirting with lots of emojis (at least 3). Always include one "
      "intriguing, funny question in your answer. Do not write explanations. The first "
      "message from the girl is \"Hey, how are you?\"",
      [sem("Answer short, funny and flirting"),
       n_("with lots of emojis (at least 3)", "emoji", ">=", 3),
       has("Always include one intriguing, funny question", "?", word=False, rel="==", n=1)],
      "Better now that you texted 😄 Honest question: pineapple on pizza, yes or absolutely "
      "yes? 🍍🍕",
      ("Better now that you texted 😄 Honest question: pineapple on pizza, yes or absolutely "
       "yes? 🍍", 1),
      ("Better now that you texted 😄 Pineapple on pizza is a yes from me 🍍🍕", 2),
      source=ACP.format(act="Act as young boy flirting with a girl on chat")
      + "; 'lots of emojis' given a number"),
    R("I want you to act as a commit message generator. I will provide you with information "
      "about the task and you will generate a commit message in the conventional commit "
      "format. Do not write any explanations or other words, just reply with the commit "
      "message: one line, 72 characters or fewer, starting with 'fix:' or 'feat:'.\n\nTask: "
      "the login form crashed when the email field was left empty.",
      [n_("one line", "line", "==", 1),
       n_("72 characters or fewer", "character", "<=", 72),
       sw("starting with 'fix:' or 'feat:'", "fix: ")],
      "fix: handle empty email field in login form",
      ("fix: handle empty email field in login form\n\nThe form crashed on submit.", 0),
      ("fix: handle empty email field in login form so that submitting no longer crashes", 1),
      ("Fixed the empty email field crash in login form", 2),
      source=ACP.format(act="Commit Message Generator")
      + "; line, length and prefix rules added; 'fix:' is the prefix a reader expects for a crash"),
    R("I want you to act as a Socrat. You must use the Socratic method to continue questioning "
      "my beliefs. You will respond with one line at a time, and that line must be a "
      "question. My first claim is \"justice is necessary in a society\"",
      [n_("You will respond with one line at a time", "line", "==", 1),
       ew("that line must be a question", "?")],
      "What would a society without justice look like, and who would suffer first in it?",
      ("What would a society without justice look like?\nWho would suffer first in it?", 0),
      ("A society without justice would hurt the weakest first.", 1),
      source=ACP.format(act="Socratic Method") + "; 'must be a question' added"),
    R("I want you to act like a Python interpreter. I will give you Python code, and you will "
      "execute it. Do not provide any explanations. Do not respond with anything except the "
      "output of the code. The first code is: \"for i in range(3): print(i * i)\"",
      [n_("Do not respond with anything except the output of the code.", "line", "==", 3),
       n_("Do not respond with anything except the output of the code.", "letter", "==", 0)],
      "0\n1\n4",
      ("Output:\n0\n1\n4", 0, 1),
      ("0\n1\n4\n9", 0),
      source=ACP.format(act="Python interpreter") + "; the code written for nsvif"),
    R("I want you to act as a personal shopper. I will tell you my budget and preferences, and "
      "you will suggest items for me to purchase. Only reply with the items you recommend, as "
      "a bulleted list of 3-4 items, each with a price in dollars, and nothing else. My first "
      "request is \"I have a budget of $100 and I am looking for a new dress.\"",
      [n_("a bulleted list of 3-4 items", "bullet", "between", 3, 4),
       has("each with a price in dollars", "$", word=False, rel=">=", n=1, scope="bullet"),
       n_("and nothing else", "line", "between", 3, 4)],
      "- Linen wrap midi dress in sage, $68\n- Black jersey slip dress, $45\n- Floral tea "
      "dress with puff sleeves, $79",
      ("- Linen wrap midi dress in sage, $68\n- Black jersey slip dress, $45", 0, 2),
      (("Black jersey slip dress, $45", "Black jersey slip dress"), 1),
      ("Here are my picks within your budget:\n- Linen wrap midi dress in sage, $68\n- Black "
       "jersey slip dress, $45\n- Floral tea dress with puff sleeves, $79\n- Red shirt dress "
       "with a belt, $59", 2),
      source=ACP.format(act="Personal Shopper") + "; list size and prices added"),
]
WRITTEN_B += ACP_ROWS

# --- customer-support agents -----------------------------------------------------------

SUPPORT = [
    R("You're a support agent for an online bookshop. A customer writes: \"My order #4471 "
      "still hasn't arrived after 10 days.\" Reply in 3 sentences or fewer and don't go over "
      "60 words.",
      [n_("Reply in 3 sentences or fewer", "sentence", "<=", 3),
       n_("don't go over 60 words", "word", "<=", 60)],
      "I am sorry your order #4471 has not arrived yet. I have asked the courier to trace it "
      "and will email you an update within 24 hours. If it is lost, we will send a "
      "replacement free of charge.",
      ("I am sorry your order #4471 has not arrived yet. I have asked the courier to trace "
       "it. I will email you an update within 24 hours. If it is lost, we will send a "
       "replacement free of charge.", 0),
      (("If it is lost, we will send a replacement free of charge.",
        "If it turns out the parcel is lost somewhere in transit, we will send you a "
        "replacement copy by express post free of charge, and you can keep the original "
        "if it shows up later."), 1)),
    R("Reply to this customer as Maya from the FitBand team. Open with 'Hi Jordan,' and close "
      "with 'Cheers,' followed by my name on its own line. Keep the body under 50 words.\n\n"
      "Customer: My band stopped syncing with my phone yesterday.",
      [sw("Open with 'Hi Jordan,'", "Hi Jordan,"),
       c("close with 'Cheers,' followed by my name on its own line", "ends_with",
         text="Cheers,\nMaya"),
       n_("Keep the body under 50 words", "word", "<", 50)],
      "Hi Jordan,\n\nSorry about that! Please open the FitBand app, go to Settings and tap "
      "Re-pair Device, then keep the band next to your phone for a minute. If it still will "
      "not sync, reply here and I will help.\n\nCheers,\nMaya",
      (("Cheers,\nMaya", "Cheers, Maya"), 1),
      (("Hi Jordan,", "Hello Jordan,"), 0),
      (("then keep the band next to your phone for a minute.",
        "then keep the band right next to your phone with Bluetooth switched on for at least "
        "a full minute or two while the app searches, and restart both the phone and the band "
        "if the app still shows the old device."), 2)),
    R("Customer asks: \"Can I change the delivery address after ordering?\" Answer yes or no "
      "first, then explain in no more than two sentences.",
      [sw("Answer yes or no first", "Yes"),
       n_("then explain in no more than two sentences", "sentence", "<=", 3)],
      "Yes. You can change it from Your Orders until the parcel is dispatched. After that, "
      "contact the courier with your tracking number.",
      (("Yes. ", "Good question. "), 0),
      ("Yes. You can change it from Your Orders until the parcel is dispatched. After that, "
       "contact the courier with your tracking number. They can usually redirect it.", 1),
      source=style("customer support")
      + "; the explanation's limit is checked with the one-word 'Yes.' counted (2 + 1)"),
    R("As the chat assistant for CityGym, greet the member by name (Priya), confirm her class "
      "booking for Thursday 7pm yoga, and end with one question. Never more than 40 words, "
      "and no exclamation marks.",
      [has("greet the member by name (Priya)", "Priya"),
       ew("end with one question", "?"),
       has("end with one question", "?", word=False, rel="==", n=1),
       n_("Never more than 40 words", "word", "<=", 40),
       no("no exclamation marks", "!", word=False)],
      "Hi Priya, your spot in Thursday's 7pm yoga class is confirmed. Please bring a mat or "
      "borrow one at the front desk. Would you like a reminder text an hour before?",
      (("Hi Priya,", "Hi there,"), 0),
      (("Hi Priya, your", "Hi Priya! Your"), 4),
      (("Would you like a reminder text an hour before?",
        "We can send a reminder text an hour before."), 1, 2),
      (("Please bring a mat or borrow one at the front desk.",
        "Please bring a mat or borrow one at the front desk, and arrive ten minutes early so "
        "the instructor can check you in and show you the new studio."), 3)),
    R("Write the auto-reply for our support inbox. Requirements: under 300 characters, "
      "mention the 24-hour response time, include the ticket placeholder {ticket_id} exactly "
      "once.",
      [n_("under 300 characters", "character", "<", 300),
       has("mention the 24-hour response time", "24 hours", word=True),
       has("include the ticket placeholder {ticket_id} exactly once", "{ticket_id}",
           word=False, rel="==", n=1)],
      "Thanks for contacting us. Your request {ticket_id} has been received, and a member of "
      "our team will reply within 24 hours. You can add details by replying to this email.",
      (("within 24 hours", "within one business day"), 1),
      (("You can add details by replying to this email.",
        "You can add details to {ticket_id} by replying to this email."), 2),
      (("You can add details by replying to this email.",
        "You can add details by replying to this email. Our help centre also has guides on "
        "billing, shipping, returns and account security that answer most questions right "
        "away, day or night, including weekends and public holidays."), 0)),
    R("A customer is angry that they were charged twice. Apologise once, explain the refund "
      "in 2–4 sentences total, and do not use the words 'unfortunately' or 'policy'.",
      [n_("explain the refund in 2–4 sentences total", "sentence", "between", 2, 4),
       no("do not use the words 'unfortunately' or 'policy'", "unfortunately"),
       no("do not use the words 'unfortunately' or 'policy'", "policy"),
       sem("Apologise once")],
      "I am sorry you were charged twice. I have refunded the duplicate payment of $39 today. "
      "It will reach your card within 3 to 5 working days.",
      (("I have refunded", "Under our policy, I have refunded"), 2),
      (("I am sorry you were charged twice.", "I am sorry you were charged twice, and "
        "unfortunately it happened during our update."), 1),
      ("I am sorry you were charged twice. I have refunded the duplicate payment of $39 "
       "today. It will reach your card within 3 to 5 working days. You do not need to do "
       "anything. I have also flagged your account. It will not happen again.", 0)),
    R("Support macro for password resets. Give the steps as a numbered list (4 steps max), "
      "each step under 12 words, then one closing line that starts with 'Still stuck?'.",
      [n_("as a numbered list (4 steps max)", "numbered", "<=", 4),
       n_("each step under 12 words", "word", "<", 12, scope="numbered"),
       sw("one closing line that starts with 'Still stuck?'", "Still stuck?", scope="line",
          which="last")],
      "1. Go to the login page and tap Forgot password.\n2. Enter the email on your account."
      "\n3. Open the reset link we send you.\n4. Choose a new password and sign in.\nStill "
      "stuck? Reply to this message and we will help.",
      ("1. Go to the login page and tap Forgot password.\n2. Enter the email on your account."
       "\n3. Check your spam folder if nothing arrives.\n4. Open the reset link we send you.\n"
       "5. Choose a new password and sign in.\nStill stuck? Reply to this message and we will "
       "help.", 0),
      (("3. Open the reset link we send you.", "3. Open the reset link we send you, which "
        "stays valid for one hour."), 1),
      (("\nStill stuck? Reply to this message and we will help.", ""), 2)),
    R("[Tone: empathetic] [Length: 2 sentences] Let the customer know their replacement "
      "headphones ship tomorrow.",
      [sem("[Tone: empathetic]"), n_("[Length: 2 sentences]", "sentence", "==", 2)],
      "I know it has been frustrating to wait without your headphones. The replacement pair "
      "ships tomorrow, and you will get a tracking link by email.",
      ("I know it has been frustrating to wait without your headphones. The replacement "
       "pair ships tomorrow. You will get a tracking link by email.", 1)),
    R("Respond to the refund request below. Keep it to a couple of short paragraphs, and sign "
      "off with 'Warm wishes' — no other sign-off.\n\nRequest: I'd like a refund for the "
      "yoga mat, it smells of chemicals.",
      [n_("Keep it to a couple of short paragraphs", "paragraph", "==", 3),
       c("sign off with 'Warm wishes'", "sign_off", text="Warm wishes")],
      "Thank you for telling us, and sorry the mat arrived with that smell. New mats can "
      "release a rubber odour for a few days.\n\nI have started your refund, and a prepaid "
      "return label is on its way to your inbox.\n\nWarm wishes,\nElena",
      (("Warm wishes,\nElena", "Kind regards,\nElena"), 1),
      ("Thank you for telling us, and sorry the mat arrived with that smell. New mats can "
       "release a rubber odour for a few days. I have started your refund, and a prepaid "
       "return label is on its way to your inbox.\n\nWarm wishes,\nElena", 0),
      source=style("customer support")
      + "; 'a couple of short paragraphs' is read as two body paragraphs, the sign-off "
        "being a third block"),
    R("Write a reply to a customer who wants to cancel. Do NOT offer a discount; keep it "
      "w/o bullet points and below 70 words.",
      [no("Do NOT offer a discount", "discount"),
       n_("keep it w/o bullet points", "bullet", "==", 0),
       n_("below 70 words", "word", "<", 70)],
      "I have cancelled your subscription as requested. You will keep access until the end "
      "of this billing period on 30 June, and you will not be charged again. If you change "
      "your mind, you can restart any time from your account page.",
      (("If you change your mind", "If you stay, we can offer a discount. If you change "
        "your mind"), 0),
      ("I have cancelled your subscription as requested.\n- Access lasts until 30 June.\n- "
       "You will not be charged again.\n- You can restart any time from your account page.",
       1),
      (("you can restart any time from your account page.", "you can restart any time from "
        "your account page, and all of your saved playlists, settings, downloads and listening "
        "history will be waiting for you exactly as you left them, for at least twelve "
        "months after today."), 2)),
    R("Reply to the customer's question about store hours in ONE line, under 80 chars.\n\n"
      "Q: are you open on sunday?",
      [n_("in ONE line", "line", "==", 1), n_("under 80 chars", "character", "<", 80)],
      "Yes, we are open on Sundays from 10am to 4pm.",
      ("Yes, we are open on Sundays.\nHours are 10am to 4pm.", 0),
      ("Yes, we are open on Sundays from 10am to 4pm, and the cafe upstairs opens at nine.", 1)),
    R("You are Max, the virtual assistant of SunnyAir. Rules:\n- Max. 2 sentences per "
      "answer\n- Always mention the booking code if the customer gives one\n- Never use "
      "emojis\n\nCustomer: Can I add a bag to booking QX7P2L?",
      [n_("Max. 2 sentences per answer", "sentence", "<=", 2),
       has("Always mention the booking code if the customer gives one", "QX7P2L"),
       n_("Never use emojis", "emoji", "==", 0)],
      "Yes, you can add a checked bag to booking QX7P2L under Manage Booking. It costs 35 "
      "euros online or 50 at the airport.",
      (("add a checked bag to booking QX7P2L", "add a checked bag to your booking"), 1),
      (("50 at the airport.", "50 at the airport ✈️"), 2),
      ("Yes, you can add a checked bag to booking QX7P2L under Manage Booking. It costs 35 "
       "euros online. At the airport it costs 50.", 0)),
    R("Draft an apology SMS for a late pizza delivery. It must be 160 characters or less, "
      "include the code SORRY10, and must not include any links.",
      [n_("160 characters or less", "character", "<=", 160),
       has("include the code SORRY10", "SORRY10"),
       no("must not include any links", "http", word=False)],
      "Sorry your pizza was late tonight. Use code SORRY10 for 10% off your next order. We "
      "will do better!",
      (("Use code SORRY10", "Use code SORRY5"), 1),
      (("We will do better!", "Order again: https://pz.to/a"), 2),
      (("We will do better!", "Our kitchen was slammed tonight and our drivers were "
        "stretched thin. We will do better!"), 0)),
    R("When a customer asks about a bug that's already known, reply with exactly three parts "
      "separated by blank lines: acknowledgement, workaround, expected fix date. Here's the "
      "question: \"Export to PDF is broken since the update.\"",
      [n_("exactly three parts separated by blank lines", "paragraph", "==", 3),
       sem("acknowledgement, workaround, expected fix date")],
      "Thanks for reporting this. Export to PDF is a known issue in version 4.2.\n\nFor now, "
      "use Print and choose Save as PDF, which gives the same file.\n\nA fix is planned for "
      "the 4.2.1 release on 14 March.",
      ("Thanks for reporting this. Export to PDF is a known issue in version 4.2.\n\nFor now, "
       "use Print and choose Save as PDF, which gives the same file.\nA fix is planned for "
       "the 4.2.1 release on 14 March.", 0)),
    R("Summarise this support ticket for the next agent in a 2-3 sentence note, no longer "
      "than 45 words.\n\nTicket: Customer Lea Martin (Pro plan) cannot log in since "
      "resetting her password on Monday. She has tried two browsers and cleared cookies. "
      "Error shown: 'Account locked'. She needs access before Friday's client demo.",
      [n_("in a 2-3 sentence note", "sentence", "between", 2, 3),
       n_("no longer than 45 words", "word", "<=", 45)],
      "Lea Martin (Pro) has been locked out since her password reset on Monday. Two browsers "
      "and cleared cookies did not help. She needs access before Friday's demo.",
      ("Lea Martin (Pro) has been locked out since her password reset on Monday, and two "
       "browsers and cleared cookies did not help, so she needs access before Friday's demo.",
       0),
      (("She needs access before Friday's demo.", "She needs access urgently before her "
        "important client demo on Friday morning, so please unlock the account today, check the "
        "login logs for anything odd and tell her by email once it is done."), 1)),
]
WRITTEN_B += tagged(SUPPORT, 'customer support')

# --- coding assistants -------------------------------------------------------------------

FENCE_PY = "```python\n{}\n```"

CODING = [
    R("Write a Python function that checks if a string is a palindrome. Just the code in one "
      "```python block, no explanation before or after.",
      [n_("in one ```python block", "code_block", "==", 1),
       sw("no explanation before or after", "```python"),
       ew("no explanation before or after", "```")],
      FENCE_PY.format("def is_palindrome(s: str) -> bool:\n    t = ''.join(ch.lower() for ch "
                      "in s if ch.isalnum())\n    return t == t[::-1]"),
      ("Here you go:\n" + FENCE_PY.format("def is_palindrome(s: str) -> bool:\n    t = ''."
       "join(ch.lower() for ch in s if ch.isalnum())\n    return t == t[::-1]"), 1),
      (FENCE_PY.format("def is_palindrome(s: str) -> bool:\n    t = ''.join(ch.lower() for ch "
                       "in s if ch.isalnum())\n    return t == t[::-1]")
       + "\nIt ignores case and punctuation.", 2)),
    R("explain what this regex does in plain english, max 2 sentences pls: ^\\d{3}-\\d{4}$",
      [n_("max 2 sentences pls", "sentence", "<=", 2)],
      "It matches a whole string made of three digits, a hyphen, and four digits, like "
      "555-1234. Nothing else may come before or after.",
      ("It matches a whole string made of three digits, a hyphen, and four digits. An example "
       "is 555-1234. Nothing else may come before or after.", 0)),
    R("Give me a commit message for these changes. Subject line ≤ 50 chars, then a blank "
      "line, then a body of 2 bullets.\n\nChanges: moved the date helpers into utils/date.ts; "
      "added tests for leap years.",
      [n_("Subject line ≤ 50 chars", "character", "<=", 50, scope="line", which="first"),
       n_("then a blank line, then a body of 2 bullets", "paragraph", "==", 2),
       n_("then a body of 2 bullets", "bullet", "==", 2)],
      "Move date helpers into utils/date.ts\n\n- Collect the date helpers in one module\n"
      "- Add tests for leap years",
      (("Move date helpers into utils/date.ts", "Move all of the date helpers into the new "
        "utils/date.ts"), 0),
      (("\n\n- Collect", "\n- Collect"), 1),
      ("Move date helpers into utils/date.ts\n\n- Collect the date helpers in one module\n"
       "- Add tests for leap years\n- Update imports", 2)),
    R("You are a code reviewer. For the diff below, list at most 3 issues as bullet points, "
      "each bullet starting with a severity tag: [high], [medium] or [low].\n\n```diff\n"
      "-    conn = db.connect()\n+    conn = db.connect(password=\"admin123\")\n"
      "+    rows = conn.execute(\"SELECT * FROM users WHERE id=\" + user_id)\n```",
      [n_("list at most 3 issues as bullet points", "bullet", "<=", 3),
       n_("list at most 3 issues as bullet points", "bullet", ">=", 1),
       sw("each bullet starting with a severity tag", "[", scope="bullet")],
      "- [high] SQL injection: user_id is concatenated into the query; use a parameter.\n- "
      "[high] Hard-coded database password; read it from the environment.\n- [low] SELECT * "
      "fetches unused columns.",
      ("- [high] SQL injection: user_id is concatenated into the query; use a parameter.\n- "
       "[high] Hard-coded database password; read it from the environment.\n- [low] SELECT * "
       "fetches unused columns.\n- [low] The connection is never closed.", 0),
      (("- [low] SELECT *", "- SELECT *"), 2),
      ("The diff hard-codes a password and concatenates user input into SQL.", 1)),
    R("Write a bash one-liner that counts the lines in all .log files in the current folder. "
      "Output only the command, no backticks or code fences, on a single line.",
      [no("no backticks or code fences", "`", word=False),
       n_("on a single line", "line", "==", 1)],
      "cat *.log | wc -l",
      ("`cat *.log | wc -l`", 0),
      ("cat *.log | wc -l\nThis prints the total.", 1)),
    R("In under 100 words, explain the difference between let and const in JavaScript. "
      "Include one code example no longer than 3 lines.",
      [n_("In under 100 words", "word", "<", 100),
       n_("Include one code example", "code_block", "==", 1)],
      "Both declare block-scoped variables. A variable declared with let can be reassigned "
      "later; one declared with const cannot, although an object it points to can still be "
      "changed.\n\n```js\nlet count = 1; count = 2;   // fine\nconst max = 10; max = 11;   "
      "// TypeError\n```",
      ("Both declare block-scoped variables. A variable declared with let can be reassigned "
       "later; one declared with const cannot, although an object it points to can still be "
       "changed.\n\nFor example, let count = 1 followed by count = 2 is fine, but const max "
       "= 10 followed by max = 11 throws a TypeError.", 1),
      ("Both declare block-scoped variables. A variable declared with let can be reassigned "
       "later; one declared with const cannot, although an object it points to can still be "
       "changed. This matters in loops, closures and module constants, where you usually want "
       "const by default and let only for counters or values you really update. Old code uses "
       "var, which is function-scoped and hoisted, and is best avoided in new code because "
       "it leads to subtle bugs that are hard to track down in large files, especially when "
       "several people edit the same function over many months.\n\n```js\nlet count = 1; count = 2;   // fine\nconst max = 10;"
       " max = 11;   // TypeError\n```", 0),
      source=style("coding assistant")
      + "; 'no longer than 3 lines' holds in every output and is not encoded"),
    R("Return the config as JSON with exactly these keys: host, port, debug. No prose, no "
      "code fence.\n\nSettings: the API runs on localhost, port 8080, with debugging off.",
      [c("with exactly these keys: host, port, debug", "json", keys=["host", "port", "debug"],
         exact=True),
       no("no code fence", "```", word=False)],
      '{"host": "localhost", "port": 8080, "debug": false}',
      ('{"host": "localhost", "port": 8080, "debug": false, "timeout": 30}', 0),
      ('```json\n{"host": "localhost", "port": 8080, "debug": false}\n```', 1)),
    R("Name 3 to 5 Python linters as a bulleted list, tool names only (one or two words "
      "each), sorted A to Z.",
      [n_("Name 3 to 5 Python linters as a bulleted list", "bullet", "between", 3, 5),
       n_("tool names only (one or two words each)", "word", "<=", 2, scope="bullet"),
       c("sorted A to Z", "order", unit="bullet", by="alpha")],
      "- Bandit\n- Flake8\n- Pylint\n- Ruff",
      ("- Bandit\n- Flake8", 0),
      (("- Pylint", "- Pylint for style checks"), 1),
      ("- Bandit\n- Pylint\n- Flake8\n- Ruff", 2)),
    R("Write a docstring for a function `add(a, b)` that returns the sum. Google style. "
      "Keep every line below 60 characters.",
      [sem("Google style"),
       n_("Keep every line below 60 characters.", "character", "<", 60, scope="line")],
      '"""Return the sum of two numbers.\n\nArgs:\n    a: The first number.\n    b: The '
      'second number.\n\nReturns:\n    The sum of a and b.\n"""',
      (("    The sum of a and b.", "    The sum of a and b, as an int or a float depending on "
        "the inputs."), 1)),
    R("I'm getting `TypeError: 'NoneType' object is not subscriptable`. What's the most likely "
      "cause? Answer in one paragraph of at most 4 sentences, and wrap every identifier in "
      "backticks.",
      [n_("Answer in one paragraph", "paragraph", "==", 1),
       n_("of at most 4 sentences", "sentence", "<=", 4),
       has("wrap every identifier in backticks", "`None`", word=False)],
      "A variable you index with square brackets is `None`. Usually a function returned "
      "`None` because it has no `return` statement, or a method like `list.sort()` was "
      "assigned to a name. Print the value just before the failing line to confirm.",
      ("A variable you index with square brackets is None. Usually a function returned "
       "None because it has no `return` statement, or a method like `list.sort()` was "
       "assigned to a name. Print the value just before the failing line to confirm.", 2),
      ("A variable you index with square brackets is `None`.\n\nUsually a function returned "
       "`None` because it has no `return` statement, or a method like `list.sort()` was "
       "assigned to a name. Print the value just before the failing line to confirm.", 0),
      ("A variable you index with square brackets is `None`. Usually a function returned "
       "`None` because it has no `return` statement. Or a method like `list.sort()` was "
       "assigned to a name. Print the value just before the failing line. That confirms it.",
       1),
      source=style("coding assistant")
      + "; 'every identifier' is checked as the one a reader cannot miss, `None`"),
    R("Generate a .gitignore for a Node project: 6 to 10 entries, one per line, no comments "
      "(no lines starting with #).",
      [n_("6 to 10 entries", "line", "between", 6, 10),
       sw("no comments (no lines starting with #)", "#", scope="line", negate=True)],
      "node_modules/\ndist/\n.env\n*.log\ncoverage/\n.DS_Store\n.cache/",
      ("node_modules/\ndist/\n.env\n*.log\ncoverage/", 0),
      ("# dependencies\nnode_modules/\ndist/\n.env\n*.log\ncoverage/\n.DS_Store\n.cache/", 1)),
    R("Act as a senior dev mentoring a junior. Explain dependency injection in at most 80 "
      "words, using the word 'constructor' at least once and no code.",
      [n_("in at most 80 words", "word", "<=", 80),
       has("using the word 'constructor' at least once", "constructor"),
       n_("no code", "code_block", "==", 0),
       no("no code", "`", word=False)],
      "Instead of a class creating the things it needs, you hand them in from outside, "
      "usually through the constructor. A report service then receives a database client "
      "rather than building one. That makes it easy to pass a fake client in tests and to "
      "swap implementations later without touching the class.",
      (("usually through the constructor", "usually when it is created"), 1),
      (("receives a database client", "receives a `DbClient`"), 3),
      (("without touching the class.", "without touching the class. It also makes the "
        "dependencies of each class visible at a glance, which helps new team members "
        "understand the code base quickly, and it helps everyone spot the classes that need far "
        "too many things and should be split."), 0)),
    R("Write the PR description. Sections: '## Summary', '## Testing'. Nothing else, and "
      "the Summary section is 1-2 sentences.",
      [n_("Sections: '## Summary', '## Testing'.", "heading", "==", 2),
       sw("Sections: '## Summary', '## Testing'.", "## Summary"),
       n_("the Summary section is 1-2 sentences", "sentence", "between", 1, 2, scope="paragraph",
          which=2)],
      "## Summary\n\nAdds retry with backoff to the payment webhook handler.\n\n## Testing\n\n"
      "Unit tests for three retry cases; manual test against the sandbox.",
      ("## Summary\n\nAdds retry with backoff to the payment webhook handler.\n\n## Testing\n\n"
       "Unit tests for three retry cases; manual test against the sandbox.\n\n## Notes\n\n"
       "Follow-up ticket for metrics.", 0),
      (("Adds retry with backoff to the payment webhook handler.", "Adds retry with backoff "
        "to the payment webhook handler. Failed calls are retried three times. The delay "
        "doubles each time."), 2)),
    R("Convert this to TypeScript and keep it under 15 lines of code:\n\nfunction total(items) "
      "{\n  return items.reduce((s, i) => s + i.price * i.qty, 0);\n}",
      [n_("keep it under 15 lines of code", "line", "<", 15)],
      "```ts\ninterface Item {\n  price: number;\n  qty: number;\n}\n\nfunction total(items: "
      "Item[]): number {\n  return items.reduce((s, i) => s + i.price * i.qty, 0);\n}\n```",
      ("```ts\ninterface Item {\n  price: number;\n  qty: number;\n}\n\n/**\n * Sums price "
       "times quantity.\n * @param items the cart lines\n * @returns the total\n */\nfunction "
       "total(items: Item[]): number {\n  const sum = items.reduce((s, i) => s + i.price * "
       "i.qty, 0);\n  return sum;\n}\n```", 0)),
    R("Explain Big-O of binary search to a beginner: exactly 2 sentences, no math symbols "
      "like ^ or *.",
      [n_("exactly 2 sentences", "sentence", "==", 2),
       no("no math symbols like ^ or *", "^", word=False),
       no("no math symbols like ^ or *", "*", word=False)],
      "Binary search halves the list at every step, so doubling the list adds only one more "
      "step. That is why its running time is written O(log n).",
      (("only one more step.", "only one more step (think 2^10 = 1024)."), 1),
      ("Binary search halves the list at every step. So doubling the list adds only one more "
       "step. That is why its running time is written O(log n).", 0)),
    R("Write unit test names (not code) for a `parse_date` function: a dozen of them, as a "
      "numbered list, every name starting with test_.",
      [n_("a dozen of them, as a numbered list", "numbered", "==", 12),
       sw("every name starting with test_", "test_", scope="numbered")],
      "1. test_iso_date\n2. test_us_format\n3. test_european_format\n4. test_leap_day\n"
      "5. test_invalid_month\n6. test_invalid_day\n7. test_empty_string\n8. test_none_input\n"
      "9. test_whitespace_trimmed\n10. test_two_digit_year\n11. test_time_component_ignored\n"
      "12. test_timezone_suffix",
      ("1. test_iso_date\n2. test_us_format\n3. test_european_format\n4. test_leap_day\n"
       "5. test_invalid_month\n6. test_invalid_day\n7. test_empty_string\n8. test_none_input\n"
       "9. test_whitespace_trimmed\n10. test_two_digit_year", 0),
      (("4. test_leap_day", "4. leap_day_is_valid"), 1)),
    R("Suggest a name for a CLI tool that syncs dotfiles. Reply with the name only: one "
      "lowercase word, no more than 8 characters.",
      [n_("one lowercase word", "word", "==", 1), case("one lowercase word", "lower"),
       n_("no more than 8 characters", "character", "<=", 8)],
      "dotsync",
      ("Dotsync", 1), ("dotfilesync", 2), ("dot sync", 0)),
    R("Review this SQL and tell me if it's safe. Start your answer with 'Safe:' or 'Unsafe:' "
      "and keep the whole answer to 25 words max.\n\nSELECT name FROM users WHERE id = ?",
      [sw("Start your answer with 'Safe:' or 'Unsafe:'", "Safe:"),
       n_("keep the whole answer to 25 words max", "word", "<=", 25)],
      "Safe: the id is passed as a bound parameter, so user input cannot change the query.",
      ("It is safe: the id is passed as a bound parameter, so user input cannot change the "
       "query.", 0),
      ("Safe: the id is passed as a bound parameter, so user input cannot change the query, "
       "though you should still check that the caller may read this user.", 1)),
    R("Write a short README intro for my library `tinyhttp`: a title line starting with "
      "'# tinyhttp', then a paragraph of 40 words or fewer. No badges, no links.",
      [sw("a title line starting with '# tinyhttp'", "# tinyhttp"),
       n_("then a paragraph of 40 words or fewer", "word", "<=", 40, scope="paragraph",
          which=2),
       no("No badges, no links.", "http://", word=False),
       no("No badges, no links.", "https://", word=False)],
      "# tinyhttp\n\nA small, dependency-free HTTP client for Python scripts. It handles JSON, "
      "timeouts and retries in under 500 lines, so you can read all of it in an afternoon.",
      ((" in an afternoon.", " in an afternoon. Docs: https://tinyhttp.dev"), 2),
      (("# tinyhttp", "tinyhttp"), 0),
      (("in an afternoon.", "in an afternoon, vendor it into your own project without any "
        "worries, and change anything you do not like."), 1)),
]
WRITTEN_B += tagged(CODING, 'coding assistant')

# --- marketing copy ----------------------------------------------------------------------

MARKETING = [
    R("Write 3 headline options for our spring sale email. Each headline 8 words or fewer, "
      "no exclamation marks, one per line.",
      [n_("Write 3 headline options", "line", "==", 3),
       n_("Each headline 8 words or fewer", "word", "<=", 8, scope="line"),
       no("no exclamation marks", "!", word=False), c("one per line", "one_per_line")],
      "Spring Into Savings: 30% Off Everything\nFresh Season and Fresh Prices\nYour Garden "
      "Called. It Wants New Tools.",
      ("Spring Into Savings: 30% Off Everything\nFresh Season and Fresh Prices\nYour Garden "
       "Called. It Wants New Tools.\nThe Spring Sale Starts Today", 0),
      (("Fresh Season and Fresh Prices", "Fresh Season and Fresh Prices for Every Single "
        "Gardener"), 1),
      (("30% Off Everything", "30% Off Everything!"), 2),
      (("Fresh Season and Fresh Prices", "Fresh Season; Fresh Prices"), 3)),
    R("Product description for a bamboo toothbrush, 40-60 words, must include the words "
      "'biodegradable' and 'soft', and end with a call to action.",
      [n_("40-60 words", "word", "between", 40, 60),
       has("must include the words 'biodegradable' and 'soft'", "biodegradable"),
       has("must include the words 'biodegradable' and 'soft'", "soft"),
       sem("end with a call to action")],
      "Brush better and waste less. Our bamboo toothbrush has a biodegradable handle grown "
      "without pesticides and soft charcoal bristles that are gentle on gums. It lasts as long "
      "as any plastic brush and arrives in a compostable paper box. Make the switch today and "
      "order a family pack of four.",
      (("biodegradable handle", "sustainable handle"), 1),
      ("Brush better and waste less. Our bamboo toothbrush has a biodegradable handle and soft "
       "charcoal bristles. Order a family pack today.", 0)),
    R("Give me a tagline for a vegan burger truck. <40 characters, ALL CAPS.",
      [n_("<40 characters", "character", "<", 40), case("ALL CAPS", "upper")],
      "PLANTS NEVER TASTED THIS GOOD",
      ("Plants Never Tasted This Good", 1),
      ("PLANTS NEVER TASTED THIS GOOD ON A BUN BEFORE", 0)),
    R("Write Google Ads copy for a dog-walking service: a headline of max 30 characters and a "
      "description of max 90 characters, on two lines, labelled 'Headline:' and "
      "'Description:'.",
      [n_("on two lines", "line", "==", 2),
       sw("labelled 'Headline:' and 'Description:'", "Headline: ", scope="line", which=1),
       sw("labelled 'Headline:' and 'Description:'", "Description: ", scope="line", which=2),
       n_("a headline of max 30 characters", "character", "<=", 40, scope="line", which=1),
       n_("a description of max 90 characters", "character", "<=", 103, scope="line",
          which=2)],
      "Headline: Happy Dogs, Daily Walks\nDescription: Insured local walkers, GPS updates and "
      "flexible booking. First walk free.",
      (("Headline: Happy Dogs, Daily Walks", "Headline: Happy Dogs, Daily Walks, Happy Owners"),
       3),
      (("flexible booking. First walk free.", "flexible booking seven days a week. Your first "
        "walk with us is free."), 4),
      ("Happy Dogs, Daily Walks\nInsured local walkers, GPS updates and flexible booking. "
       "First walk free.", 1),
      source=style("marketing copy")
      + "; each limit is checked on the line with its label ('Headline: ' is 10 characters, "
        "'Description: ' 13)"),
    R("Write a product name and slogan for a reusable coffee cup. Format: Name — Slogan. "
      "The slogan must be under ten words and must not mention 'eco'.",
      [has("Format: Name — Slogan.", " — ", word=False, rel="==", n=1),
       n_("Format: Name — Slogan.", "line", "==", 1),
       n_("The slogan must be under ten words", "word", "<", 11),
       no("must not mention 'eco'", "eco")],
      "LoopCup — Your coffee, minus the waste.",
      ("LoopCup: Your coffee, minus the waste.", 0),
      ("LoopCup — Your morning coffee, minus all of the paper cup waste.", 2),
      ("LoopCup — Your eco coffee, minus the waste.", 3),
      source=style("marketing copy")
      + "; the slogan's limit is checked on the line with the one-word name"),
    R("We're launching a budgeting app called Penny. Write the App Store subtitle (30 chars "
      "max) — no emojis, and it must contain the word 'budget'.",
      [n_("(30 chars max)", "character", "<=", 30), n_("no emojis", "emoji", "==", 0),
       has("it must contain the word 'budget'", "budget")],
      "Plan your budget in minutes",
      ("Plan your budget 💸", 1),
      ("Plan your money in minutes", 2),
      ("Plan your monthly budget in minutes", 0)),
    R("Draft a promo email subject line + preview text. Subject: 6 words or fewer. Preview: "
      "no longer than 90 characters. Put them on separate lines starting with 'Subject:' and "
      "'Preview:'.",
      [n_("Put them on separate lines", "line", "==", 2),
       sw("starting with 'Subject:' and 'Preview:'", "Subject:", scope="line", which=1),
       sw("starting with 'Subject:' and 'Preview:'", "Preview:", scope="line", which=2),
       n_("Subject: 6 words or fewer.", "word", "<=", 7, scope="line", which=1),
       n_("Preview: no longer than 90 characters.", "character", "<=", 99, scope="line",
          which=2)],
      "Subject: Your cart misses you\nPreview: Finish checking out today and shipping is on "
      "us.",
      ("Subject: Your cart misses you\nPreview: Finish checking out today and shipping is on "
       "us, plus a free tote with any order above fifty dollars.", 4),
      ("Subject: Your cart really misses you this week\nPreview: Finish checking out today "
       "and shipping is on us.", 3),
      ("Subject: Your cart misses you\nPreview: Finish checking out today\nand shipping is on "
       "us.", 0),
      source=style("marketing copy")
      + "; each limit is checked on the line with its label ('Subject:' is one word, "
        "'Preview: ' 9 characters)"),
    R("Write a 5-item feature list for a smart thermostat landing page. Start each bullet "
      "with an emoji, keep each bullet under 7 words, and don't use the word 'smart'.",
      [n_("Write a 5-item feature list", "bullet", "==", 5),
       n_("keep each bullet under 7 words", "word", "<", 7, scope="bullet"),
       no("don't use the word 'smart'", "smart"),
       sem("Start each bullet with an emoji")],
      "- 🌡️ Learns your daily schedule\n- 📱 Control it from anywhere\n- 💡 Cuts heating bills "
      "up to 20%\n- 🔔 Alerts you to open windows\n- 🔧 Installs in thirty minutes",
      ("- 🌡️ Learns your daily schedule\n- 📱 Control it from anywhere\n- 💡 Cuts heating bills "
       "up to 20%\n- 🔔 Alerts you to open windows", 0),
      (("Control it from anywhere", "Control it from anywhere on your phone"), 1),
      (("Learns your daily schedule", "Learns your daily schedule, smart"), 2)),
    R("Write a short radio ad script for a car wash (two speakers, ANNOUNCER and CUSTOMER). "
      "Every line must begin with the speaker's name in capitals followed by a colon, and the "
      "script is 6 lines long.",
      [n_("the script is 6 lines long", "line", "==", 6),
       sem("Every line must begin with the speaker's name in capitals followed by a colon")],
      "ANNOUNCER: Is your car wearing last winter's salt?\nCUSTOMER: Mine looks grey. It's "
      "meant to be red.\nANNOUNCER: Bring it to Sparkle Wash on Mill Road.\nCUSTOMER: How "
      "long does it take?\nANNOUNCER: Eight minutes, and we vacuum the inside too.\nCUSTOMER: "
      "Red again. I'll take it.",
      ("ANNOUNCER: Is your car wearing last winter's salt?\nCUSTOMER: Mine looks grey. It's "
       "meant to be red.\nANNOUNCER: Bring it to Sparkle Wash on Mill Road.\nCUSTOMER: How "
       "long does it take?\nANNOUNCER: Eight minutes, and we vacuum the inside too.", 0)),
    R("Rewrite this product blurb so that it is shorter than 25 words and contains no "
      "adjectives ending in -est.\n\nBlurb: The fastest, lightest and strongest folding bike "
      "we have ever built, with a frame that folds in ten seconds flat and fits under a desk.",
      [n_("shorter than 25 words", "word", "<", 25),
       no("contains no adjectives ending in -est", "lightest"),
       no("contains no adjectives ending in -est", "fastest"),
       no("contains no adjectives ending in -est", "strongest")],
      "A light, quick folding bike whose frame folds in ten seconds and fits under a desk.",
      ("The lightest folding bike we make, with a frame that folds in ten seconds and fits "
       "under a desk.", 1),
      ("A light, quick folding bike whose frame folds in ten seconds flat and fits neatly "
       "under any office desk, train seat, cafe table or car boot without tools.", 0),
      source=style("marketing copy")
      + "; '-est' adjectives checked as the three of the blurb"),
    R("Need 4 catchy names for a bakery. One per line, each ≤ 2 words, no puns on 'bread'.",
      [n_("Need 4 catchy names", "line", "==", 4), c("One per line", "one_per_line"),
       n_("each ≤ 2 words", "word", "<=", 2, scope="line"),
       no("no puns on 'bread'", "bread", word=False), sem("catchy")],
      "Golden Crumb\nRise & Shine\nFlour House\nMorning Oven",
      ("Golden Crumb\nRise & Shine\nFlour House\nMorning Oven\nSugar Loaf", 0),
      (("Flour House", "The Flour House"), 2),
      (("Flour House", "Shortbread Co"), 3),
      (("Rise & Shine", "Rise, Shine"), 1)),
    R("Write a 2-sentence elevator pitch for a language-learning app for nurses. Mention "
      "'Spanish' exactly once.",
      [n_("Write a 2-sentence elevator pitch", "sentence", "==", 2),
       has("Mention 'Spanish' exactly once", "Spanish", rel="==", n=1)],
      "Nurse Phrases teaches the medical Spanish you need at the bedside in ten-minute "
      "lessons between shifts. It focuses on triage questions, pain scales and reassuring "
      "patients, not on grammar drills.",
      (("reassuring patients, not", "reassuring Spanish-speaking patients, not"), 1),
      ("Nurse Phrases teaches the medical Spanish you need at the bedside in ten-minute "
       "lessons between shifts. It focuses on triage questions, pain scales and reassuring "
       "patients. There are no grammar drills.", 0)),
    R("Customer testimonial request: write a fake-looking-real example testimonial for a "
      "cleaning service (max. 30 words), wrapped in double quotes, followed by a line "
      "starting with '— ' and the customer's first name.",
      [sw("wrapped in double quotes", "\""), n_("(max. 30 words)", "word", "<=", 32),
       sw("followed by a line starting with '— '", "— ", scope="line", which="last"),
       n_("followed by a line starting with '— '", "line", "==", 2)],
      "\"They cleaned our flat after a move in four hours, and even the oven looked new. I "
      "have booked them every month since.\"\n— Hannah",
      ("They cleaned our flat after a move in four hours, and even the oven looked new. I "
       "have booked them every month since.\n— Hannah", 0),
      (("\n— Hannah", "\nHannah"), 2),
      (("I have booked them every month since.", "I have booked them every second week since "
        "then, and I tell every single neighbour in our building about them."), 1),
      source=style("marketing copy")
      + "; the word limit is checked with the signature's name added (30 + 1, and slack)"),
    R("For our newsletter, write a 'Tip of the week' about saving energy. Format: a bold title "
      "on the first line (wrap it in **), then a paragraph of 2-4 sentences. No more than 70 "
      "words overall.",
      [sw("a bold title on the first line (wrap it in **)", "**"),
       n_("then a paragraph of 2-4 sentences", "sentence", "between", 2, 4, scope="paragraph",
          which=2),
       n_("No more than 70 words overall.", "word", "<=", 70)],
      "**Tip of the week: lower by one degree**\n\nTurning your heating down by a single "
      "degree can cut your bill by about 8%. Most people do not notice the difference after "
      "a day. Add a jumper and a warm drink instead.",
      (("**Tip of the week: lower by one degree**", "Tip of the week: lower by one degree"), 0),
      (("Add a jumper and a warm drink instead.", "Add a jumper. Try a warm drink. Close "
        "the curtains at dusk."), 1),
      (("Add a jumper and a warm drink instead.", "Add a jumper and a warm drink instead, "
        "close the curtains as soon as it gets dark, and bleed the radiators once a year so "
        "hot water reaches every part of them and the rooms warm up faster."), 2)),
    R("Write an Instagram bio for a climbing gym. Limit: 150 characters. Include exactly 2 "
      "emojis and the handle @boulderbarn.",
      [n_("Limit: 150 characters.", "character", "<=", 150),
       n_("Include exactly 2 emojis", "emoji", "==", 2),
       has("the handle @boulderbarn", "@boulderbarn", word=False)],
      "Bouldering for every level 🧗 Open late, coffee always on ☕ Tag @boulderbarn in your "
      "sends",
      ("Bouldering for every level 🧗 Open late, coffee always on ☕ Tag @boulderbarn in your "
       "sends 🔥", 1),
      ("Bouldering for every level 🧗 Open late, coffee always on ☕ Tag us in your sends", 2),
      ("Bouldering for every level 🧗 Open late every weekday, coffee and cake always on ☕ "
       "Kids clubs on Saturdays, yoga on Sundays. Tag @boulderbarn in your sends", 0)),
    R("Compose a push notification for a flash sale (title and body on 2 separate lines). "
      "Title no longer than 5 words, body not over 12 words, and include a deadline like "
      "'ends at midnight'.",
      [n_("title and body on 2 separate lines", "line", "==", 2),
       n_("Title no longer than 5 words", "word", "<=", 5, scope="line", which=1),
       n_("body not over 12 words", "word", "<=", 12, scope="line", which=2),
       has("include a deadline like 'ends at midnight'", "midnight")],
      "Flash sale: 40% off\nAll running shoes are discounted, but the deal ends at midnight.",
      ("Flash sale: 40% off all running shoes\nThe deal ends at midnight.", 1),
      (("All running shoes are discounted, but the deal ends at midnight.",
        "All running shoes and jackets are discounted tonight, but the deal ends at midnight."),
       2),
      (("the deal ends at midnight.", "the deal ends soon."), 3),
      ("Flash sale: 40% off\nAll running shoes are discounted.\nThe deal ends at midnight.",
       0)),
    R("Write a LinkedIn post announcing our new hire, Dr. Amara Osei, Head of Research. "
      "Requirements: 3 short paragraphs, exactly three hashtags at the very end, and don't "
      "start with 'We are excited'.",
      [n_("3 short paragraphs", "paragraph", "==", 4),
       n_("exactly three hashtags", "hashtag", "==", 3),
       sw("don't start with 'We are excited'", "We are excited", negate=True),
       sem("at the very end")],
      "Please welcome Dr. Amara Osei, our new Head of Research.\n\nAmara spent ten years "
      "studying soil health at the University of Ghana and joins us to lead our crop trials."
      "\n\nShe starts on Monday, so say hello if you see her in the lab.\n\n#Hiring "
      "#AgTech #Research",
      ("We are excited to welcome Dr. Amara Osei, our new Head of Research.\n\nAmara spent "
       "ten years studying soil health at the University of Ghana and joins us to lead our "
       "crop trials.\n\nShe starts on Monday, so say hello if you see her in the lab.\n\n"
       "#Hiring #AgTech #Research", 2),
      (("#Hiring #AgTech #Research", "#Hiring #AgTech"), 1),
      ("Please welcome Dr. Amara Osei, our new Head of Research. Amara spent ten years "
       "studying soil health at the University of Ghana and joins us to lead our crop trials."
       "\n\nShe starts on Monday, so say hello if you see her in the lab.\n\n#Hiring "
       "#AgTech #Research", 0),
      source=style("marketing copy")
      + "; the hashtag line is a block of its own, so three paragraphs plus it make four"),
    R("Write copy for a 'Buy now' button alternative. Give me 5 options, each one 3 words "
      "max, numbered 1-5.",
      [n_("Give me 5 options", "numbered", "==", 5),
       n_("each one 3 words max", "word", "<=", 3, scope="numbered"),
       c("numbered 1-5", "numbered_in_sequence")],
      "1. Get yours today\n2. Grab it now\n3. Add to bag\n4. Claim your pair\n5. Count me in",
      (("5. Count me in", "5. Count me in now"), 1),
      (("4. Claim your pair", "5. Claim your pair"), 2),
      ("1. Get yours today\n2. Grab it now\n3. Add to bag\n4. Claim your pair", 0)),
]
WRITTEN_B += tagged(MARKETING, 'marketing copy')

# --- education ---------------------------------------------------------------------------

EDUCATION = [
    R("You are a patient maths tutor for a 10-year-old. Explain what a fraction is using "
      "pizza, in no more than four sentences, and finish by asking the student a question.",
      [sem("for a 10-year-old"), n_("in no more than four sentences", "sentence", "<=", 4),
       ew("finish by asking the student a question", "?")],
      "A fraction is a part of something whole. If you cut a pizza into 8 equal slices and "
      "eat 3, you ate 3/8 of the pizza. The bottom number says how many slices there are, and "
      "the top says how many you have. If you ate half the pizza, how many slices would that "
      "be?",
      ("A fraction is a part of something whole. If you cut a pizza into 8 equal slices and "
       "eat 3, you ate 3/8 of the pizza. The bottom number says how many slices there are. "
       "The top says how many you have. If you ate half the pizza, how many slices would that "
       "be?", 1),
      ("A fraction is a part of something whole. If you cut a pizza into 8 equal slices and "
       "eat 3, you ate 3/8 of the pizza. The bottom number says how many slices there are, "
       "and the top says how many you have. Try working out how many slices half would be.",
       2)),
    R("Create a 5-question multiple choice quiz on the water cycle. Number the questions 1 "
      "to 5 and give each one exactly four options on separate lines labelled A) to D).",
      [n_("Create a 5-question multiple choice quiz", "numbered", "==", 5),
       c("Number the questions 1 to 5", "numbered_in_sequence"),
       n_("exactly four options on separate lines labelled A) to D)", "line", "==", 25)],
      "1. What makes water evaporate?\nA) Wind only\nB) Heat from the sun\nC) The moon\n"
      "D) Salt\n2. What is water vapour turning back into droplets called?\nA) Condensation\n"
      "B) Melting\nC) Runoff\nD) Freezing\n3. Rain, snow and hail are all forms of what?\n"
      "A) Evaporation\nB) Transpiration\nC) Precipitation\nD) Infiltration\n4. What do plants "
      "release water through?\nA) Roots\nB) Bark\nC) Seeds\nD) Leaves\n5. Where does most "
      "evaporation happen?\nA) Oceans\nB) Deserts\nC) Glaciers\nD) Caves",
      ("1. What makes water evaporate?\nA) Wind only\nB) Heat from the sun\nC) The moon\n"
       "D) Salt\n2. What is water vapour turning back into droplets called?\nA) Condensation\n"
       "B) Melting\nC) Runoff\nD) Freezing\n3. Rain, snow and hail are all forms of what?\n"
       "A) Evaporation\nB) Transpiration\nC) Precipitation\nD) Infiltration\n4. What do plants "
       "release water through?\nA) Roots\nB) Bark\nC) Seeds\nD) Leaves", 0, 2),
      (("A) Roots\nB) Bark\nC) Seeds\nD) Leaves", "A) Roots\nB) Bark\nC) Leaves"), 2),
      (("5. Where does", "6. Where does"), 1),
      source=style("education")
      + "; 'four options on separate lines' is checked as 5 × (1 + 4) lines"),
    R("Give me a mnemonic for the planets in order. One sentence, eight words — one per "
      "planet — and nothing else.",
      [n_("One sentence", "sentence", "==", 1), n_("eight words", "word", "==", 8)],
      "My very eager mother just served us noodles.",
      ("My very eager mother just served us noodles tonight.", 1),
      ("My very eager mother just served us noodles. Mercury to Neptune.", 0, 1)),
    R("Define 'photosynthesis' for a Year 7 glossary: a single sentence between 15 and 25 "
      "words, not starting with the word itself.",
      [n_("a single sentence", "sentence", "==", 1),
       n_("between 15 and 25 words", "word", "between", 15, 25),
       sw("not starting with the word itself", "Photosynthesis", negate=True),
       sw("not starting with the word itself", "photosynthesis", negate=True)],
      "The process in which green plants use sunlight, water and carbon dioxide to make their "
      "own food and release oxygen.",
      ("Photosynthesis is the process in which green plants use sunlight, water and carbon "
       "dioxide to make food and release oxygen.", 2),
      ("The process in which green plants use sunlight, water and carbon dioxide to make "
       "their own food. It releases oxygen.", 0),
      ("The way plants make food from sunlight.", 1)),
    R("Write a spelling list for Year 3: exactly 10 words with the 'ie' sound, lowercase, "
      "one per line, alphabetical.",
      [n_("exactly 10 words", "line", "==", 10), case("lowercase", "lower"),
       c("one per line", "one_per_line"), c("alphabetical", "order", unit="line", by="alpha")],
      "bright\ncry\nfly\nhigh\nlight\nmight\nnight\nsky\ntie\nwhy",
      ("bright\ncry\nfly\nhigh\nlight\nmight\nnight\nsky\ntie\nwhy\nspy", 0, 3),
      (("bright", "Bright"), 1),
      (("sky\ntie", "tie\nsky"), 3),
      source=style("education")
      + "; 'exactly 10 words' is the list's length, one per line"),
    R("Explain the causes of World War I for a history revision sheet. Use these headings "
      "exactly: '## Militarism', '## Alliances', '## Imperialism', '## Nationalism'. Under "
      "each heading write 1-2 sentences.",
      [n_("Use these headings exactly", "heading", "==", 4),
       n_("Under each heading write 1-2 sentences.", "sentence", "between", 1, 2,
          scope="paragraph")],
      "## Militarism\n\nThe great powers built huge armies and navies and planned for a fast "
      "war.\n\n## Alliances\n\nTwo blocs promised to defend each other, so a local conflict "
      "could spread.\n\n## Imperialism\n\nRivalry over colonies in Africa and Asia bred "
      "distrust.\n\n## Nationalism\n\nPride and independence movements, especially in the "
      "Balkans, raised tensions.",
      ("## Militarism\n\nThe great powers built huge armies and navies and planned for a fast "
       "war.\n\n## Alliances\n\nTwo blocs promised to defend each other, so a local conflict "
       "could spread.\n\n## Imperialism\n\nRivalry over colonies in Africa and Asia bred "
       "distrust.", 0),
      (("could spread.", "could spread. Germany backed Austria-Hungary. Russia backed "
        "Serbia."), 1)),
    R("As a French teacher, give me six everyday French phrases with their English meaning. "
      "Format each as 'French – English' on its own line; no numbering, no bullets.",
      [n_("give me six everyday French phrases", "line", "==", 6),
       has("Format each as 'French – English'", " – ", word=False, rel="==", n=1,
           scope="line"),
       n_("no numbering, no bullets", "item", "==", 0)],
      "Bonjour – Hello\nMerci beaucoup – Thank you very much\nS'il vous plaît – Please\n"
      "Où sont les toilettes ? – Where is the toilet?\nJe ne comprends pas – I don't "
      "understand\nÀ bientôt – See you soon",
      ("- Bonjour – Hello\n- Merci beaucoup – Thank you very much\n- S'il vous plaît – Please\n"
       "- Où sont les toilettes ? – Where is the toilet?\n- Je ne comprends pas – I don't "
       "understand\n- À bientôt – See you soon", 2),
      (("Merci beaucoup – Thank you very much", "Merci beaucoup: Thank you very much"), 1),
      ("Bonjour – Hello\nMerci beaucoup – Thank you very much\nS'il vous plaît – Please\n"
       "Où sont les toilettes ? – Where is the toilet?\nJe ne comprends pas – I don't "
       "understand", 0)),
    R("Mark this student answer out of 5 and give feedback. Your reply must begin with "
      "'Mark: X/5' on the first line, followed by no more than 3 bullet points of feedback.\n"
      "\nQuestion: Why do we have seasons?\nAnswer: Because the Earth is closer to the sun in "
      "summer.",
      [sw("Your reply must begin with 'Mark: X/5' on the first line", "Mark: "),
       ew("Your reply must begin with 'Mark: X/5' on the first line", "/5", scope="line",
          which="first"),
       n_("followed by no more than 3 bullet points of feedback", "bullet", "<=", 3),
       n_("followed by no more than 3 bullet points of feedback", "bullet", ">=", 1)],
      "Mark: 1/5\n- The distance idea is a common mistake: Earth is closest to the sun in "
      "January.\n- Seasons come from the tilt of Earth's axis.\n- Mention how the tilt changes "
      "the angle and length of sunlight.",
      ("The answer gets 1/5.\n- The distance idea is a common mistake: Earth is closest to "
       "the sun in January.\n- Seasons come from the tilt of Earth's axis.\n- Mention how the "
       "tilt changes the angle and length of sunlight.", 0, 1),
      (("Mark: 1/5", "Mark: 1 out of 5"), 1),
      ((" the angle and length of sunlight.", " the angle and length of sunlight.\n- Draw a "
        "diagram next time."), 2)),
    R("Write a short story opener for creative writing class. It has to be 3 paragraphs, "
      "the first one only a single sentence, and the word 'door' must appear at least twice.",
      [n_("It has to be 3 paragraphs", "paragraph", "==", 3),
       n_("the first one only a single sentence", "sentence", "==", 1, scope="paragraph",
          which="first"),
       has("the word 'door' must appear at least twice", "door", rel=">=", n=2)],
      "Nobody had opened the blue door at the end of Harlow Street in forty years.\n\nMina "
      "passed it every morning on her way to school. The paint was cracked and the brass "
      "knocker had gone green.\n\nOn Tuesday, the door was open a crack, and somebody inside "
      "was humming.",
      (("Nobody had opened the blue door at the end of Harlow Street in forty years.",
        "Nobody had opened the blue door at the end of Harlow Street in forty years. Not "
        "even the postman."), 1),
      (("On Tuesday, the door was open a crack", "On Tuesday, it was open a crack"), 2),
      (("was humming.", "was humming.\n\nMina stopped."), 0)),
]
WRITTEN_B += tagged(EDUCATION, 'education')

EDUCATION_2 = [
    R("Make flashcards for these terms: mitosis, meiosis, gamete. Output a table with 2 "
      "columns (Term | Definition) and one row per term.",
      [n_("a table with 2 columns", "table_column", "==", 2),
       n_("one row per term", "table_row", "==", 3, header="excluded")],
      "| Term | Definition |\n|---|---|\n| Mitosis | Cell division that makes two identical "
      "cells |\n| Meiosis | Cell division that makes four sex cells with half the "
      "chromosomes |\n| Gamete | A sex cell, such as a sperm or an egg |",
      ("| Term | Definition | Example |\n|---|---|---|\n| Mitosis | Cell division that makes "
       "two identical cells | Skin repair |\n| Meiosis | Cell division that makes four sex "
       "cells with half the chromosomes | Egg formation |\n| Gamete | A sex cell | Sperm |", 0),
      ("| Term | Definition |\n|---|---|\n| Mitosis | Cell division that makes two identical "
       "cells |\n| Meiosis | Cell division that makes four sex cells with half the "
       "chromosomes |", 1),
      source=style("education") + "; the header row is not a term's row"),
    R("I'm learning Spanish. Correct my sentence and explain the mistake in 1 sentence, "
      "max 20 words. Put the corrected sentence first, in quotes.\n\nMy sentence: Yo soy 20 "
      "años.",
      [sw("Put the corrected sentence first, in quotes", "\""),
       n_("max 20 words", "word", "<=", 20),
       n_("explain the mistake in 1 sentence", "sentence", "==", 2)],
      "\"Tengo 20 años.\" In Spanish, age uses tener, so you have years rather than being them.",
      ("Tengo 20 años. In Spanish, age uses tener, so you have years rather than being them.",
       0),
      ("\"Tengo 20 años.\" In Spanish, age uses the verb tener, so you say that you have years "
       "rather than that you are them.", 1),
      ("\"Tengo 20 años.\" In Spanish, age uses tener. You have years rather than being them.",
       2),
      source=style("education")
      + "; the quoted correction is a sentence of its own, so 1 + 1 sentences"),
    R("Give a kid-friendly answer (age 6) to 'why is the sky blue?' — two or three short "
      "sentences, no word longer than 8 letters, no numbers.",
      [n_("two or three short sentences", "sentence", "between", 2, 3),
       sem("kid-friendly answer (age 6)"),
       no("no numbers", "0", word=False), no("no numbers", "1", word=False),
       no("no numbers", "7", word=False)],
      "Sunlight is made of many colours mixed together. When it hits the air, the blue part "
      "bounces all over the sky. So blue is what we see most!",
      (("bounces all over the sky.", "bounces around 7 times more than red."), 4),
      ("Sunlight is made of many colours mixed together. When it hits the air, the blue part "
       "bounces all over the sky. So blue is what we see most! Isn't that neat? Red goes "
       "straight through.", 0),
      source=style("education")
      + "; 'no word longer than 8 letters' holds in every output and is not encoded; 'no "
        "numbers' is checked for the digits the violator uses"),
    R("Create a reading comprehension exercise: a passage of 3 sentences, then a line that "
      "says 'Questions:', then exactly 3 numbered questions.",
      [n_("a passage of 3 sentences", "sentence", "==", 3, scope="paragraph", which=1),
       has("then a line that says 'Questions:'", "\nQuestions:\n", word=False),
       n_("then exactly 3 numbered questions", "numbered", "==", 3)],
      "Tom found a small bird under the oak tree. Its wing was hurt, so he carried it home "
      "in his hat. His mother helped him build a nest in a shoebox.\n\nQuestions:\n1. Where "
      "did Tom find the bird?\n2. How did he carry it home?\n3. Who helped him?",
      (("\nQuestions:\n", "\n"), 1),
      (("\n3. Who helped him?", ""), 2),
      (("in his hat.", "in his hat. It was raining."), 0)),
    R("Summarize the plot of Romeo and Juliet for a Year 9 class in exactly five numbered "
      "points, each ending with a full stop.",
      [n_("in exactly five numbered points", "numbered", "==", 5),
       ew("each ending with a full stop", ".", scope="numbered")],
      "1. Romeo and Juliet, from two feuding families, fall in love at a party.\n2. They "
      "marry in secret with the help of Friar Laurence.\n3. Romeo kills Tybalt in a fight "
      "and is banished.\n4. Juliet fakes her death to escape marrying Paris.\n5. Romeo "
      "believes she is dead, and both lovers take their own lives.",
      (("and is banished.", "and is banished"), 1),
      (("\n5. Romeo believes", "\n5. The message never reaches Romeo.\n6. Romeo believes"), 0)),
    R("Write 3 true/false statements about volcanoes for a quiz. Each line should end with "
      "'(True)' or '(False)' and the three should not all have the same answer.",
      [n_("Write 3 true/false statements", "line", "==", 3),
       ew("Each line should end with '(True)' or '(False)'", ")", scope="line"),
       has("the three should not all have the same answer", "(True)", word=False),
       has("the three should not all have the same answer", "(False)", word=False)],
      "Lava is molten rock that reaches the surface. (True)\nAll volcanoes are found in hot "
      "countries. (False)\nSome volcanoes are under the sea. (True)",
      (("hot countries. (False)", "hot countries. (True)"), 2),
      (("the surface. (True)", "the surface. True"), 1),
      ("Lava is molten rock that reaches the surface. (True)\nAll volcanoes are found in hot "
       "countries. (False)", 0)),
    R("Explain Newton's third law in a single tweet-length message (≤280 characters) with one "
      "everyday example and no hashtags.",
      [n_("(≤280 characters)", "character", "<=", 280), n_("no hashtags", "hashtag", "==", 0),
       sem("one everyday example")],
      "Newton's third law: every push comes with an equal push back. When you jump off a "
      "small boat, you push the boat backwards as it pushes you forwards, which is why it "
      "drifts away from the dock.",
      (("drifts away from the dock.", "drifts away from the dock. #physics"), 1),
      (("which is why it drifts away from the dock.", "which is why it drifts away from the "
        "dock, and why rockets work in space, where there is nothing to push against except "
        "the hot gas they throw out behind them at enormous speed."), 0)),
    R("Lesson plan outline for a 45-minute intro to fractions. Give it as a numbered list of "
      "stages, no fewer than 4 and no more than 6, each with the minutes in brackets, e.g. "
      "'(10 min)'.",
      [n_("no fewer than 4 and no more than 6", "numbered", "between", 4, 6),
       has("each with the minutes in brackets", " min)", word=False, scope="numbered")],
      "1. Warm-up with pizza pictures (5 min)\n2. Halves and quarters with paper strips "
      "(10 min)\n3. Naming fractions on a number line (10 min)\n4. Pair practice with cards "
      "(15 min)\n5. Exit ticket (5 min)",
      ("1. Warm-up with pizza pictures (5 min)\n2. Halves and quarters with paper strips "
       "(10 min)\n3. Exit ticket (5 min)", 0),
      (("4. Pair practice with cards (15 min)", "4. Pair practice with cards"), 1)),
]
WRITTEN_B += tagged(EDUCATION_2, 'education')

# --- summaries ---------------------------------------------------------------------------

MEETING = ("Meeting notes: The team agreed to move the launch from 3 May to 17 May because "
           "the payment provider needs two more weeks for certification. Priya will update "
           "the press plan. Tom raised that the Android build still crashes on older phones; "
           "he will fix it by Friday. Budget stays the same. Next meeting on Tuesday.")

SUMMARY = [
    R("TL;DR this in under 25 words:\n\n" + MEETING,
      [n_("in under 25 words", "word", "<", 25)],
      "Launch moves to 17 May for payment certification; Tom fixes the Android crash by "
      "Friday; Priya updates the press plan.",
      ("Launch moves to 17 May for payment certification; Tom fixes the Android crash on "
       "older phones by Friday; Priya updates the press plan; budget unchanged.", 0)),
    R("Summarize these notes as action items. Format: '- [Owner] task', no more than one "
      "line per item, and list only the items that have an owner.\n\n" + MEETING,
      [n_("list only the items that have an owner", "bullet", "==", 2),
       sw("Format: '- [Owner] task'", "[", scope="bullet")],
      "- [Priya] Update the press plan for the 17 May launch\n- [Tom] Fix the Android crash "
      "on older phones by Friday",
      ("- [Priya] Update the press plan for the 17 May launch\n- [Tom] Fix the Android crash "
       "on older phones by Friday\n- [Team] Meet again on Tuesday", 0),
      (("- [Tom] Fix", "- Tom: fix"), 1)),
    R(MEETING + "\n\nGive me the key decision in one sentence and nothing more than that, "
      "please — 20 words tops.",
      [n_("in one sentence", "sentence", "==", 1), n_("20 words tops", "word", "<=", 20)],
      "The launch moves from 3 May to 17 May so the payment provider can finish "
      "certification.",
      ("The launch moves from 3 May to 17 May. The payment provider needs time to finish "
       "certification.", 0),
      ("The launch moves from 3 May to 17 May so that the payment provider has two more weeks "
       "to finish its certification.", 1)),
    R("Summarise the article below in 3–5 bullet points. Don't include any numbers or "
      "dates.\n\nArticle: A new study of 2,000 office workers found that those who took a "
      "short walk after lunch reported 20% less afternoon fatigue. The effect was strongest "
      "for people over 50. Researchers recommend at least ten minutes outdoors, ideally in "
      "daylight, and say standing desks alone did not produce the same benefit.",
      [n_("in 3–5 bullet points", "bullet", "between", 3, 5),
       no("Don't include any numbers or dates.", "2", word=False),
       no("Don't include any numbers or dates.", "5", word=False),
       no("Don't include any numbers or dates.", "0", word=False)],
      "- A short walk after lunch left office workers less tired in the afternoon.\n- Older "
      "workers benefited the most.\n- Researchers suggest a few minutes outside in daylight.\n"
      "- Standing desks alone did not help as much.",
      (("left office workers less tired", "left office workers 20% less tired"), 1),
      ("- A short walk after lunch left office workers less tired in the afternoon.\n- Older "
       "workers benefited the most.", 0),
      source=style("summary") + "; the numbers are checked as the digits the article uses"),
    R("Can you give me a one-line summary of this email and then a suggested reply of no more "
      "than 2 sentences? Label them 'Summary:' and 'Reply:'.\n\nEmail: Hi, could we move our "
      "call from Thursday to Friday at the same time? Something came up. Thanks, Greg",
      [sw("Label them 'Summary:' and 'Reply:'", "Summary:"),
       has("Label them 'Summary:' and 'Reply:'", "\nReply:", word=False),
       n_("a one-line summary", "line", "==", 2),
       n_("a suggested reply of no more than 2 sentences", "sentence", "<=", 2, scope="line",
          which=2)],
      "Summary: Greg asks to move Thursday's call to Friday, same time.\nReply: Friday at the "
      "same time works for me. Talk then!",
      ("Greg asks to move Thursday's call to Friday, same time.\nReply: Friday at the same "
       "time works for me. Talk then!", 0),
      ("Summary: Greg asks to move Thursday's call to Friday, same time.\nReply: Friday at the "
       "same time works for me. Hope all is well. Talk then!", 3),
      ("Summary: Greg asks to move Thursday's call to Friday.\nHe gives no reason.\nReply: "
       "Friday at the same time works for me. Talk then!", 2),
      source=style("summary") + "; the summary line is one sentence, so 1 + 2 sentences"),
    R("Condense this paragraph to fewer than 150 characters without changing its meaning:\n\n"
      "\"Our office will be closed on Monday for the public holiday. All orders placed over "
      "the weekend will be processed on Tuesday, and we apologise for any delay this may "
      "cause.\"",
      [n_("fewer than 150 characters", "character", "<", 150),
       sem("without changing its meaning")],
      "Closed Monday for the holiday. Weekend orders ship Tuesday; sorry for any delay.",
      ("Our office is closed on Monday for the public holiday, so weekend orders will be "
       "processed on Tuesday. We apologise for any delay this may cause and thank you for your "
       "patience.", 0)),
    R("Summarize the reviews below into a pros/cons table: exactly two columns headed 'Pros' "
      "and 'Cons', at most 3 rows.\n\nReviews: 'Battery lasts two days, but the strap broke "
      "in a month.' 'Great screen, slow charging.' 'Light and comfy; the app is buggy.'",
      [n_("exactly two columns", "table_column", "==", 2),
       n_("at most 3 rows", "table_row", "<=", 3, header="excluded"),
       has("headed 'Pros' and 'Cons'", "| Pros | Cons |", word=False)],
      "| Pros | Cons |\n|---|---|\n| Two-day battery | Strap breaks quickly |\n| Great "
      "screen | Slow charging |\n| Light and comfortable | Buggy app |",
      ("| Pros | Cons |\n|---|---|\n| Two-day battery | Strap breaks quickly |\n| Great "
       "screen | Slow charging |\n| Light and comfortable | Buggy app |\n| Good price | |", 1),
      ("| Good | Bad |\n|---|---|\n| Two-day battery | Strap breaks quickly |\n| Great "
       "screen | Slow charging |\n| Light and comfortable | Buggy app |", 2)),
    R("Here's a long Slack thread. Summarize it in no more than 3 sentences and mention "
      "everyone who spoke by their @handle.\n\n@lina: the staging db is full again\n@marco: "
      "I can clear the old snapshots\n@lina: pls also set a retention policy\n@marco: done, "
      "7 days",
      [n_("in no more than 3 sentences", "sentence", "<=", 3),
       has("mention everyone who spoke by their @handle", "@lina", word=False),
       has("mention everyone who spoke by their @handle", "@marco", word=False)],
      "@lina reported that the staging database was full. @marco cleared the old snapshots "
      "and set a 7-day retention policy.",
      (("@marco cleared", "Marco cleared"), 1),
      ("@lina reported that the staging database was full. @marco cleared the old snapshots. "
       "He then set a retention policy. It keeps 7 days.", 0)),
    R("Give me the gist of this paragraph in five words or less.\n\nAfter months of "
      "negotiations, the city and the bus drivers' union reached an agreement on Sunday "
      "night, ending the strike that had shut down most routes since early March.",
      [n_("in five words or less", "word", "<=", 5)],
      "Bus strike ends after deal.",
      ("Bus strike ends after Sunday deal.", 0)),
    R("Summarize each of the three paragraphs below in exactly one sentence, keeping the "
      "same order, and put a blank line between your sentences.\n\nP1: Coral reefs cover "
      "less than one percent of the ocean floor but host a quarter of marine species.\n\nP2: "
      "Rising sea temperatures cause bleaching, in which corals expel the algae that feed "
      "them.\n\nP3: Some reefs recover within a decade if the water cools and pollution is "
      "controlled.",
      [n_("Summarize each of the three paragraphs below", "paragraph", "==", 3),
       n_("in exactly one sentence", "sentence", "==", 1, scope="paragraph")],
      "Reefs are tiny in area but rich in species.\n\nWarm water makes corals lose their algae "
      "and bleach.\n\nCooler, cleaner water can let reefs recover in about ten years.",
      ("Reefs are tiny in area but rich in species.\n\nWarm water makes corals lose their "
       "algae and bleach.", 0),
      (("and bleach.", "and bleach. Then they starve."), 1)),
    R("Write an executive summary of the quarterly report: 2 paragraphs, each paragraph no "
      "more than 50 words, and the first word must be 'Revenue'.\n\nReport: Revenue rose 12% "
      "to $4.1M, driven by the enterprise plan. Churn fell to 2.9%. Costs grew 8% because of "
      "two new hires in sales. The mobile app launch slipped to Q3. Cash runway is 26 months.",
      [n_("2 paragraphs", "paragraph", "==", 2),
       n_("each paragraph no more than 50 words", "word", "<=", 50, scope="paragraph"),
       sw("the first word must be 'Revenue'", "Revenue ")],
      "Revenue rose 12% to $4.1M this quarter, led by the enterprise plan, while churn fell "
      "to 2.9%.\n\nCosts grew 8% after two sales hires. The mobile app now launches in Q3. "
      "With 26 months of runway, the company remains well funded.",
      ("This quarter, revenue rose 12% to $4.1M, led by the enterprise plan, while churn "
       "fell to 2.9%.\n\nCosts grew 8% after two sales hires. The mobile app now launches in "
       "Q3. With 26 months of runway, the company remains well funded.", 2),
      ("Revenue rose 12% to $4.1M this quarter, led by the enterprise plan, while churn fell "
       "to 2.9%.\n\nCosts grew 8% after two sales hires.\n\nThe mobile app now launches in Q3. "
       "With 26 months of runway, the company remains well funded.", 0),
      (("remains well funded.", "remains well funded and can keep hiring in sales, support "
        "and engineering through next year without raising money, even if growth slows down "
        "or the app slips again, and the board expects to revisit the plan at the next meeting "
        "in the autumn."), 1)),
]
WRITTEN_B += tagged(SUMMARY, 'summary')

# --- social media ------------------------------------------------------------------------

SOCIAL = [
    R("write a tweet about our new oat latte. under 200 chars, 1-2 hashtags, no @ mentions",
      [n_("under 200 chars", "character", "<", 200),
       n_("1-2 hashtags", "hashtag", "between", 1, 2), n_("no @ mentions", "mention", "==", 0)],
      "Creamy, nutty and fully plant-based: our new oat latte lands in every store today. "
      "Come taste it before noon for a free cookie. #OatLatte",
      (("#OatLatte", "#OatLatte #PlantBased #Coffee"), 1),
      (("#OatLatte", "@oatly #OatLatte"), 2),
      ("Creamy, nutty and fully plant-based: our new oat latte lands in every store today. "
       "Come taste it before noon and get a free cookie with any drink, all week long, while "
       "stocks last at all of our twelve city locations. #OatLatte", 0),
      ("Creamy, nutty and fully plant-based: our new oat latte lands in every store today. "
       "Come taste it before noon for a free cookie.", 1)),
    R("Instagram caption for a sunset beach photo — keep it short (15 words or under), add "
      "3 emojis, and finish with exactly 5 hashtags.",
      [n_("keep it short (15 words or under)", "word", "<=", 20),
       n_("add 3 emojis", "emoji", "==", 3),
       n_("finish with exactly 5 hashtags", "hashtag", "==", 5),
       sw("finish with exactly 5 hashtags", "#", scope="line", which="last")],
      "Golden hour never gets old 🌅 Salt in my hair, sand on my feet 🐚🌊\n#sunset #beachlife "
      "#goldenhour #oceanvibes #travel",
      (("#oceanvibes #travel", "#oceanvibes"), 2),
      (("sand on my feet 🐚🌊", "sand on my feet 🐚"), 1),
      (("Salt in my hair, sand on my feet", "Salt in my hair, sand on my feet, and nowhere "
        "at all to be tonight or tomorrow"), 0),
      ("#sunset #beachlife #goldenhour #oceanvibes #travel\nGolden hour never gets old 🌅 Salt "
       "in my hair, sand on my feet 🐚🌊", 3),
      source=style("social media")
      + "; the word limit is checked with the five hashtags added (15 + 5)"),
    R("Write a LinkedIn headline for a data analyst looking for work. 120 characters max, "
      "use ' | ' as the separator between 3 parts.",
      [n_("120 characters max", "character", "<=", 120),
       has("use ' | ' as the separator between 3 parts", " | ", word=False, rel="==", n=2)],
      "Data Analyst | SQL, Python & Power BI | Turning messy data into clear decisions",
      ("Data Analyst | SQL, Python & Power BI | Turning messy data into clear decisions | Open "
       "to work", 1),
      ("Data Analyst - SQL, Python & Power BI - Turning messy data into clear decisions", 1),
      ("Data Analyst | SQL, Python, Excel, Tableau & Power BI | Turning messy data from many "
       "sources into clear decisions for busy teams", 0)),
    R("Make a Twitter/X thread about learning to code at 40. 4 tweets, numbered like 1/4, "
      "2/4… at the start of each, each tweet on its own paragraph and under 280 characters.",
      [n_("4 tweets", "paragraph", "==", 4),
       sw("numbered like 1/4, 2/4… at the start of each", "1/4", scope="paragraph", which=1),
       sw("numbered like 1/4, 2/4… at the start of each", "4/4", scope="paragraph",
          which="last"),
       n_("under 280 characters", "character", "<", 280, scope="paragraph")],
      "1/4 I wrote my first line of code at 40. Here is what surprised me.\n\n2/4 Nobody "
      "cared about my age. The forums only cared whether my question was clear.\n\n3/4 My "
      "old job helped. Twenty years of explaining problems to clients made debugging feel "
      "familiar.\n\n4/4 If you are thinking about it, start with one small project you "
      "actually need.",
      (("4/4 If you are", "If you are"), 2),
      ("1/4 I wrote my first line of code at 40. Here is what surprised me.\n\n2/4 Nobody "
       "cared about my age. The forums only cared whether my question was clear.\n\n3/4 My "
       "old job helped. Twenty years of explaining problems to clients made debugging feel "
       "familiar.", 0, 2),
      (("made debugging feel familiar.", "made debugging feel familiar. I knew how to ask "
        "what changed, what the user expected and what actually happened, and how to write "
        "it down so that someone else could follow it. That is most of the job, honestly, "
        "and nobody teaches it in a bootcamp or a course."), 3)),
    R("Reply to this comment on our Facebook page in a friendly way: \"Your delivery was 2 "
      "hours late!!\" Keep it under 40 words, don't use exclamation marks, and invite them "
      "to DM us.",
      [n_("Keep it under 40 words", "word", "<", 40),
       no("don't use exclamation marks", "!", word=False),
       has("invite them to DM us", "DM", word=True), sem("in a friendly way")],
      "We are really sorry your order was two hours late. That is not the service we aim "
      "for. Could you DM us your order number so we can make it right?",
      (("We are really sorry", "So sorry!"), 1),
      (("Could you DM us your order number", "Could you email us your order number"), 2),
      (("That is not the service we aim for.", "That is not the service we aim for, and we "
        "know how annoying it is to wait around all evening for dinner."), 0)),
    R("Give me 10 hashtags for a vegan recipe post, all lowercase, on one line separated by "
      "spaces, nothing else.",
      [n_("Give me 10 hashtags", "hashtag", "==", 10), case("all lowercase", "lower"),
       n_("on one line", "line", "==", 1), no("separated by spaces", ",", word=False)],
      "#vegan #plantbased #veganrecipes #vegetarian #healthyfood #meatless #dairyfree "
      "#whatveganseat #easyrecipes #homecooking",
      (" #homecooking", "", 0),
      ("#vegetarian", "#Vegetarian", 1),
      ("#meatless #dairyfree", "#meatless\n#dairyfree", 2),
      ("#vegan #plantbased", "#vegan, #plantbased", 3)),
    R("TikTok video caption for a 15-second cooking hack: one sentence + 3 hashtags. No "
      "emojis pls.",
      [n_("one sentence + 3 hashtags", "hashtag", "==", 3),
       n_("No emojis pls", "emoji", "==", 0)],
      "Peel a whole head of garlic in ten seconds by shaking it between two bowls. #cookinghack "
      "#garlic #kitchentips",
      (("#kitchentips", "#kitchentips 🧄"), 1),
      ((" #kitchentips", ""), 0)),
    R("Post for our bakery's Facebook page announcing Sunday opening hours (9 to 2). Three "
      "lines max. Include the hours in the form '9am–2pm'. End with a single emoji.",
      [n_("Three lines max.", "line", "<=", 3),
       has("Include the hours in the form '9am–2pm'", "9am–2pm", word=False),
       n_("End with a single emoji.", "emoji", "==", 1), sem("End with a single emoji")],
      "Big news: we are now open on Sundays!\nFind us from 9am–2pm with fresh croissants and "
      "coffee.\nSee you this weekend 🥐",
      (("9am–2pm", "9 to 2"), 1),
      (("See you this weekend 🥐", "See you this weekend 🥐☕"), 2),
      ("Big news: we are now open on Sundays!\nFind us from 9am–2pm.\nFresh croissants and "
       "coffee.\nSee you this weekend 🥐", 0)),
    R("Write a YouTube video title about budget travel in Japan. Title case, 60 characters "
      "or less, and it must include a number.",
      [case("Title case", "capitalized"), n_("60 characters or less", "character", "<=", 60),
       sem("it must include a number")],
      "How I Spent 14 Days In Japan For Under $1,000",
      ("How I Spent 14 Days in Japan For Under $1,000", 0),
      ("How I Spent 14 Days In Japan For Under $1,000 Including Flights", 1),
      source=style("social media")
      + "; 'Title case' is read as every word capitalised"),
    R("Write an Instagram story poll question about weekend plans. Question ≤ 10 words, then "
      "exactly 2 answer options on separate lines, each option 3 words or fewer.",
      [n_("Question ≤ 10 words", "word", "<=", 10, scope="line", which=1),
       n_("then exactly 2 answer options on separate lines", "line", "==", 3),
       n_("each option 3 words or fewer", "word", "<=", 3, scope="line", which=2),
       n_("each option 3 words or fewer", "word", "<=", 3, scope="line", which=3)],
      "What are you doing this weekend?\nOut exploring\nStaying in",
      ("What are you doing this weekend?\nOut exploring\nStaying in\nWorking", 1),
      (("Staying in", "Staying in bed all day"), 3),
      (("What are you doing this weekend?", "What are you actually planning to do with your "
        "free time this weekend?"), 0)),
    R("Draft a Reddit post title asking for laptop advice for a CS student. It has to be a "
      "question, under 100 characters, and can't contain the word 'best'.",
      [ew("It has to be a question", "?"), n_("under 100 characters", "character", "<", 100),
       no("can't contain the word 'best'", "best")],
      "Which laptop should a first-year CS student buy for under $900?",
      ("Which laptop is best for a first-year CS student under $900?", 2),
      ("Looking for a laptop for my first year of CS, budget $900", 0),
      ("Which laptop should a first-year CS student buy for under $900 if they mostly code in "
       "Python and Java?", 1)),
    R("Write a short thank-you post for hitting 10k followers on our page: between 20 and 40 "
      "words, exactly one exclamation mark, and tag @kiwi_studio once.",
      [n_("between 20 and 40 words", "word", "between", 20, 40),
       has("exactly one exclamation mark", "!", word=False, rel="==", n=1),
       has("tag @kiwi_studio once", "@kiwi_studio", word=False, rel="==", n=1)],
      "We just passed 10k followers! Thank you for every like, share and kind comment. Huge "
      "thanks to @kiwi_studio for the artwork that started it all.",
      ("We just passed 10k followers! Thank you for every like, share and kind comment!",
       0, 1, 2),
      (("We just passed 10k followers!", "We just passed 10k followers."), 1),
      (("for the artwork", "(@kiwi_studio) for the artwork"), 2)),
    R("Mastodon post announcing a bug-fix release of our open-source app. Max 500 "
      "characters, include the version 'v2.3.1', and use between two and four hashtags.",
      [n_("Max 500 characters", "character", "<=", 500),
       has("include the version 'v2.3.1'", "v2.3.1", word=False),
       n_("use between two and four hashtags", "hashtag", "between", 2, 4)],
      "Notely v2.3.1 is out. It fixes the sync loop some of you hit after the last update, "
      "restores dark mode on Linux and speeds up search in large notebooks. Thanks to everyone "
      "who filed issues. #OpenSource #Notely #Linux",
      (("Notely v2.3.1 is out.", "Notely 2.3.1 is out."), 1),
      (("#OpenSource #Notely #Linux", "#OpenSource #Notely #Linux #FOSS #Release"), 2),
      ("Notely v2.3.1 is out. It fixes the sync loop some of you hit after the last update, "
       "restores dark mode on Linux and speeds up search in large notebooks. " * 3
       + "Thanks to everyone who filed issues. #OpenSource #Notely #Linux", 0)),
    R("Pinterest pin description for a DIY bookshelf: 2 sentences, mention 'weekend project', "
      "and no hashtags at all.",
      [n_("2 sentences", "sentence", "==", 2),
       has("mention 'weekend project'", "weekend project"), n_("no hashtags at all",
                                                                "hashtag", "==", 0)],
      "Build this floating bookshelf from one pine board and two brackets. It is the perfect "
      "weekend project for a small living room.",
      (("for a small living room.", "for a small #DIY living room."), 2),
      (("weekend project", "Saturday project"), 1),
      (("from one pine board and two brackets.", "from one pine board. You need two "
        "brackets."), 0)),
]
WRITTEN_B += tagged(SOCIAL, 'social media')

# --- system prompts with rule lists, personas, bracketed labels ----------------------------

SYSTEM = [
    R("SYSTEM: You are Pip, the helper bot of a plant shop.\nRules:\n- Answers must be 3 "
      "sentences or fewer\n- Never recommend a competitor\n- Always end with a plant emoji "
      "(🌱 or 🌿)\n\nUSER: How often should I water a snake plant?",
      [n_("Answers must be 3 sentences or fewer", "sentence", "<=", 3),
       sem("Never recommend a competitor"),
       ew("Always end with a plant emoji (🌱 or 🌿)", "🌱")],
      "Water a snake plant only when the soil is completely dry, usually every two to three "
      "weeks. In winter, once a month is plenty. Too much water rots the roots 🌱",
      (("Too much water rots the roots 🌱", "Too much water rots the roots."), 2),
      (("In winter, once a month is plenty.", "In winter, water less. Once a month is "
        "plenty."), 0)),
    R("## Role\nYou are a terse assistant for a trading desk.\n## Output rules\n1. No "
      "greetings.\n2. Under 30 words.\n3. Numbers as digits, never spelled out.\n4. No "
      "emojis.\n\nQuestion: What's the settlement cycle for US equities now?",
      [sw("No greetings.", "Hi", negate=True), sw("No greetings.", "Hello", negate=True),
       n_("Under 30 words.", "word", "<", 30), n_("No emojis.", "emoji", "==", 0),
       no("Numbers as digits, never spelled out.", "one"),
       no("Numbers as digits, never spelled out.", "two")],
      "T+1 since 28 May 2024: trades settle 1 business day after the trade date.",
      ("Hi, T+1 since 28 May 2024: trades settle 1 business day after the trade date.", 0),
      (("1 business day", "one business day"), 4),
      (("trade date.", "trade date. 📈"), 3),
      ("T+1 since 28 May 2024: trades settle 1 business day after the trade date, down from "
       "T+2 before that, so brokers and custodians now have much less time to fix breaks.", 2)),
    R("You are a friendly barista persona named Jo for a coffee chain's app. Stay in "
      "character. Keep every reply to two sentences at most, use the customer's name (Sam) "
      "once, and never mention prices.\n\nSam: what's good today?",
      [n_("Keep every reply to two sentences at most", "sentence", "<=", 2),
       has("use the customer's name (Sam) once", "Sam", rel="==", n=1),
       no("never mention prices", "$", word=False), sem("Stay in character.")],
      "Hey Sam, the cinnamon oat flat white is flying out the door this morning. Want me to "
      "add a warm croissant on the side?",
      (("Hey Sam, the", "Hey there, the"), 1),
      (("Want me to add", "It is $4.50. Want me to add"), 0, 2),
      (("this morning.", "this morning, only $4.50."), 2)),
    R("<instructions>\nAnswer the user's question about our return policy.\n- Length: 1 "
      "paragraph, max 60 words.\n- Must include the phrase \"30 days\".\n- Do not use the "
      "word \"unfortunately\".\n</instructions>\n\nUser: Can I return opened headphones?",
      [n_("1 paragraph", "paragraph", "==", 1), n_("max 60 words", "word", "<=", 60),
       has("Must include the phrase \"30 days\".", "30 days"),
       no("Do not use the word \"unfortunately\".", "unfortunately")],
      "Yes. Opened headphones can be returned within 30 days of delivery as long as all parts "
      "and the original box are included. We inspect them on arrival and refund you within a "
      "week.",
      (("within 30 days of delivery", "within a month of delivery"), 2),
      (("We inspect them", "Hygiene covers are unfortunately needed. We inspect them"), 3),
      (("are included. We", "are included.\n\nWe"), 0),
      (("refund you within a week.", "refund you within a week to the card you used, or as "
        "store credit if you prefer, and we email you as soon as the refund has been "
        "processed on our side, which usually happens on the same day we receive the parcel at "
        "our warehouse."), 1)),
    R("You're 'Coach Dee', a running coach who talks in short, punchy lines. Give me a warm-up "
      "routine: 5 lines, each line ≤ 6 words, and the last line must be 'Now go run.'",
      [n_("5 lines", "line", "==", 5),
       n_("each line ≤ 6 words", "word", "<=", 6, scope="line"),
       ew("the last line must be 'Now go run.'", "\nNow go run.")],
      "Walk briskly for two minutes.\nTen leg swings each side.\nTwenty high knees.\nTen "
      "walking lunges.\nNow go run.",
      ("Walk briskly for two minutes.\nTen leg swings each side.\nTwenty high knees.\nTen "
       "walking lunges.\nEasy jog for one minute.\nNow go run.", 0),
      (("Twenty high knees.", "Twenty high knees, arms pumping hard and fast."), 1),
      (("\nNow go run.", "\nNow go run!"), 2)),
    R("[Audience: busy parents] [Format: 4 bullets] [Max: 12 words per bullet] Tips for "
      "getting kids out the door on school mornings.",
      [sem("[Audience: busy parents]"), n_("[Format: 4 bullets]", "bullet", "==", 4),
       n_("[Max: 12 words per bullet]", "word", "<=", 12, scope="bullet"),
       n_("[Format: 4 bullets]", "line", "==", 4)],
      "- Pack bags and lay out clothes the night before.\n- Keep shoes and coats by the door."
      "\n- Use a picture checklist for younger kids.\n- Set a five-minute warning timer.",
      ("- Pack bags and lay out clothes the night before.\n- Keep shoes and coats by the door."
       "\n- Use a picture checklist for younger kids.", 1, 3),
      (("- Keep shoes and coats by the door.", "- Keep shoes, coats, hats and every lunchbox "
        "together in one basket by the door."), 2),
      ("Here are four tips:\n- Pack bags and lay out clothes the night before.\n- Keep shoes "
       "and coats by the door.\n- Use a picture checklist for younger kids.\n- Set a "
       "five-minute warning timer.", 3)),
    R("[Style: plain] [Sentences: 3] [No jargon] Explain what an index fund is.",
      [n_("[Sentences: 3]", "sentence", "==", 3), sem("[No jargon]"), sem("[Style: plain]")],
      "An index fund buys a little of every company in a list, such as the 500 biggest US "
      "firms. You get the average return of the whole market instead of betting on a few "
      "picks. Fees are low because nobody has to choose stocks.",
      (("Fees are low because nobody has to choose stocks.", "Fees are low. Nobody has to "
        "choose stocks."), 0)),
    R("You are an HR assistant. Policy: responses are at most 100 words, must never include "
      "employee salaries, and must end with 'Let me know if you need anything else.'\n\n"
      "Employee: How many vacation days do I get in my first year?",
      [n_("responses are at most 100 words", "word", "<=", 100),
       no("must never include employee salaries", "salary"),
       ew("must end with 'Let me know if you need anything else.'",
          "Let me know if you need anything else.")],
      "Full-time employees get 20 vacation days in their first year, added monthly from your "
      "start date. Unused days up to 5 roll over to next year. Let me know if you need "
      "anything else.",
      (" Let me know if you need anything else.", " Just ask if you need anything else.", 2),
      ("start date.", "start date, the same as Maria Lopez on a salary of $58,000.", 1),
      ("Unused days up to 5 roll over to next year.", "Unused days up to 5 roll over to next "
       "year, and anything beyond that is lost on 31 March unless your manager approves an "
       "exception in writing. Part-time staff get the same number of days in proportion to "
       "their hours, and public holidays are not counted. You can see your balance at any "
       "time in the HR portal under Time Off, where you can also book leave and see what "
       "your team has already booked for the summer months.", 0)),
    R("You are a translation API. Output format: exactly one line per input sentence, in the "
      "same order, no extra text, no quotation marks.\n\nTranslate to German:\nGood "
      "morning.\nWhere is the station?\nThank you very much.",
      [n_("exactly one line per input sentence", "line", "==", 3),
       no("no quotation marks", "\"", word=False)],
      "Guten Morgen.\nWo ist der Bahnhof?\nVielen Dank.",
      ("Guten Morgen.\nWo ist der Bahnhof?\nVielen Dank.\n(Translated from English)", 0),
      ("\"Guten Morgen.\"\n\"Wo ist der Bahnhof?\"\n\"Vielen Dank.\"", 1)),
    R("Persona: Captain Nova, an upbeat space-camp guide for kids.\nConstraints: "
      "never more than 50 words; start every answer with 'Blast off!'; no scary words like "
      "'die' or 'explode'.\n\nKid: what happens if you sneeze in a spacesuit?",
      [n_("never more than 50 words", "word", "<=", 50),
       sw("start every answer with 'Blast off!'", "Blast off!"),
       no("no scary words like 'die' or 'explode'", "die"),
       no("no scary words like 'die' or 'explode'", "explode")],
      "Blast off! A sneeze in a helmet just fogs up the visor for a moment. Astronauts turn "
      "their heads and aim at the side, and a little sponge patch inside helps them wipe "
      "their nose.",
      ("Blast off", "Great question", 1),
      ("fogs up the visor for a moment.", "makes the helmet explode with snot. Just kidding, "
       "it fogs up the visor for a moment.", 2),
      ("helps them wipe their nose.", "helps them wipe their nose. Sneezing is totally "
       "normal up there, and every crew member does it sometimes, even on long spacewalks.",
       0)),
]
WRITTEN_B += tagged(SYSTEM, 'system prompt with rules or persona')

# --- everyday requests: counts in words, ranges, symbols, abbreviations, negations ---------

EVERYDAY_B = [
    R("Suggest a couple of names for my grey kitten, nothing else.",
      [n_("Suggest a couple of names", "word", "==", 2)],
      "Smokey\nPebble",
      ("Smokey\nPebble\nAsh", 0), ("Smokey", 0)),
    R("What rhymes with 'moon'? I just need a pair, with a slash between them.",
      [n_("I just need a pair", "word", "==", 2),
       has("with a slash between them", "/", word=False, rel="==", n=1)],
      "spoon / tune",
      ("spoon / tune / June", 0, 1), ("spoon, tune", 1)),
    R("What should I pack for a weekend in Lisbon? Half a dozen items, bulleted.",
      [n_("Half a dozen items, bulleted.", "bullet", "==", 6)],
      "- Comfortable walking shoes\n- Sunscreen\n- A light jacket for the evenings\n- "
      "Reusable water bottle\n- Power adapter\n- A small day bag",
      ("- Comfortable walking shoes\n- Sunscreen\n- A light jacket for the evenings\n- "
       "Reusable water bottle\n- Power adapter", 0)),
    R("I need a dozen icebreaker questions for a team meeting. Number them, and every one "
      "must end in a question mark.",
      [n_("I need a dozen icebreaker questions", "numbered", "==", 12),
       ew("every one must end in a question mark", "?", scope="numbered")],
      "1. What was your first job?\n2. Which app could you not live without?\n3. What is the "
      "best meal you cooked this year?\n4. Where would you go on a free flight?\n5. What "
      "hobby would you start with more time?\n6. Which song always lifts your mood?\n7. What "
      "is a small thing that made you happy this week?\n8. Cats, dogs or neither?\n9. What "
      "was your favourite subject at school?\n10. Which fictional world would you live in?\n"
      "11. What is the best advice you ever got?\n12. Sunrise or sunset?",
      (("12. Sunrise or sunset?", "12. Tell us about your favourite holiday."), 1),
      (("\n12. Sunrise or sunset?", ""), 0)),
    R("Rewrite this sentence to be more polite (no more than 20 words, no exclamation marks): "
      "\"Send me the report now.\"",
      [n_("no more than 20 words", "word", "<=", 20),
       no("no exclamation marks", "!", word=False)],
      "Could you please send me the report when you have a moment? Thank you.",
      ("Could you please send me the report when you have a moment? Thank you!", 1),
      ("Could you please send me the report when you have a moment, ideally before the end of "
       "today? Thank you very much.", 0)),
    R("List 3–5 side dishes for grilled salmon, one per line, w/o any numbering or bullets.",
      [n_("List 3–5 side dishes", "line", "between", 3, 5), c("one per line", "one_per_line"),
       n_("w/o any numbering or bullets", "item", "==", 0)],
      "Lemon herb rice\nRoasted asparagus\nCucumber and dill salad\nGarlic green beans",
      ("Lemon herb rice\nRoasted asparagus", 0),
      ("- Lemon herb rice\n- Roasted asparagus\n- Cucumber and dill salad\n- Garlic green "
       "beans", 2),
      ("Lemon herb rice, roasted asparagus\nCucumber and dill salad\nGarlic green beans", 1)),
    R("Explain inflation to me in between 2 and 4 sentences.",
      [n_("in between 2 and 4 sentences", "sentence", "between", 2, 4)],
      "Inflation is when prices across the economy rise over time. The same money then buys "
      "less than before. A little inflation is normal, but fast inflation hurts savers.",
      ("Inflation is when prices across the economy rise over time, so the same money buys "
       "less than before.", 0),
      ("Inflation is when prices across the economy rise over time. The same money then buys "
       "less than before. A little inflation is normal. Fast inflation hurts savers. Central "
       "banks raise interest rates to slow it.", 0)),
    R("Write a toast for my sister's wedding, 3 to 5 sentences, and it has to mention her "
      "husband's name, Daniel.",
      [n_("3 to 5 sentences", "sentence", "between", 3, 5), has("Daniel", "Daniel")],
      "To my sister, who taught me to ride a bike and never once let go too early. Daniel, "
      "you are the only person who makes her laugh harder than I do. Look after each other, "
      "on the easy days and the hard ones. To the happy couple!",
      (("Daniel, you are", "You are"), 1),
      ("To my sister, who taught me to ride a bike and never once let go too early. Daniel, "
       "you are the only person who makes her laugh harder than I do.", 0)),
    R("Haiku about coffee pls — 3 lines, all lowercase, no punctuation at all.",
      [n_("3 lines", "line", "==", 3), case("all lowercase", "lower"),
       no("no punctuation at all", ",", word=False), no("no punctuation at all", ".",
                                                        word=False),
       no("no punctuation at all", "!", word=False)],
      "dark cup in my hands\nsteam writes on the cold window\nthe day can wait now",
      ("dark cup in my hands\nsteam writes on the cold window\nthe day can wait now\nand so "
       "can i", 0),
      (("the day can wait now", "the day can wait now."), 2),
      (("dark cup", "Dark cup"), 1)),
    R("Can you recommend some podcasts about history? Not more than five, and give each one "
      "a one-sentence reason.",
      [n_("Not more than five", "item", "<=", 5), n_("Not more than five", "item", ">=", 1),
       n_("give each one a one-sentence reason", "sentence", "<=", 2, scope="item")],
      "1. The Rest Is History: two historians chat about a new topic each week.\n2. Hardcore "
      "History: long, dramatic deep dives into wars and empires.\n3. You're Dead to Me: "
      "comedy and serious history in every episode.",
      ("1. The Rest Is History: two historians chat about a new topic each week.\n2. Hardcore "
       "History: long, dramatic deep dives into wars and empires.\n3. You're Dead to Me: "
       "comedy and serious history in every episode.\n4. Revolutions: one revolution per "
       "season.\n5. History Extra: interviews with experts.\n6. Fall of Civilizations: how "
       "societies collapse.", 0),
      (("two historians chat about a new topic each week.", "two historians chat. A new "
        "topic comes each week. It is very funny."), 2),
      source=style("everyday request")
      + "; a reason is one sentence, so each item holds at most two (title and reason)"),
    R("In 50 words max, what's the difference between a virus and bacteria?",
      [n_("In 50 words max", "word", "<=", 50)],
      "Bacteria are single living cells that can reproduce on their own, and antibiotics can "
      "kill many of them. Viruses are much smaller, are not cells, and can only multiply "
      "inside a host's cells, so antibiotics do not work on them.",
      ("Bacteria are single living cells that can reproduce on their own, and antibiotics can "
       "kill many of them. Viruses are much smaller, are not cells, and can only multiply "
       "inside a host's cells, so antibiotics do not work on them at all. Vaccines and "
       "antiviral drugs are what help against them instead.", 0)),
    R("Write me a 4-line poem about Mondays where each line starts with the letter M.",
      [n_("a 4-line poem", "line", "==", 4), sw("each line starts with the letter M", "M",
                                                 scope="line")],
      "Monday morning, grey and slow,\nMugs of coffee in a row,\nMeetings stacked from nine "
      "to three,\nMaybe Friday waits for me.",
      (("Maybe Friday", "Still Friday"), 1),
      ("Monday morning, grey and slow,\nMugs of coffee in a row,\nMeetings stacked from nine "
       "to three.", 0)),
    R("Give me a packing checklist for a day hike. At least 8 items but no more than 10, "
      "as a bulleted list sorted alphabetically.",
      [n_("At least 8 items but no more than 10", "bullet", "between", 8, 10),
       c("sorted alphabetically", "order", unit="bullet", by="alpha")],
      "- Blister plasters\n- Map\n- Phone and power bank\n- Rain jacket\n- Snacks\n- "
      "Sunscreen\n- Warm layer\n- Water",
      ("- Blister plasters\n- Map\n- Phone and power bank\n- Rain jacket\n- Snacks\n- "
       "Sunscreen\n- Water", 0),
      ("- Blister plasters\n- Map\n- Phone and power bank\n- Rain jacket\n- Snacks\n- "
       "Warm layer\n- Sunscreen\n- Water", 1)),
    R("Describe Paris in exactly 10 words. No more, no less.",
      [n_("Describe Paris in exactly 10 words.", "word", "==", 10)],
      "Cafes, river light, grand boulevards, old stone, and endless romance.",
      ("Cafes, river light, grand boulevards, stone, and endless romance.", 0),
      ("Cafes, river light, grand boulevards, old stone, and endless quiet romance.", 0)),
    R("Write an out-of-office message. Don't go over 3 sentences, include my return date "
      "(Monday 12 August), and don't mention where I'm going.",
      [n_("Don't go over 3 sentences", "sentence", "<=", 3),
       has("include my return date (Monday 12 August)", "12 August"),
       sem("don't mention where I'm going")],
      "Thank you for your email. I am out of the office and will be back on Monday 12 "
      "August. For urgent matters, please contact Ravi at ravi@example.com.",
      (("Monday 12 August", "Monday the 12th"), 1),
      (("For urgent matters", "I will have limited access to email. For urgent matters"), 0)),
    R("What are the primary colours? Answer in a single line, comma-separated, no other text.",
      [n_("Answer in a single line", "line", "==", 1),
       has("comma-separated", ",", word=False, rel=">=", n=1),
       n_("no other text", "word", "==", 3)],
      "red, yellow, blue",
      ("red\nyellow\nblue", 0, 1),
      ("The primary colours are red, yellow, blue", 2)),
    R("Give me a motivational quote (< 15 words) and who said it, formatted as: \"quote\" — "
      "Author",
      [n_("(< 15 words)", "word", "<", 17),
       sw("formatted as: \"quote\" — Author", "\""),
       has("formatted as: \"quote\" — Author", "\" — ", word=False)],
      "\"It always seems impossible until it is done.\" — Nelson Mandela",
      ("It always seems impossible until it is done. — Nelson Mandela", 1, 2),
      ("\"It always seems impossible until it is done.\" (Nelson Mandela)", 2),
      ("\"Whatever you can do or dream you can, begin it, because boldness has genius, power "
       "and magic in it.\" — Goethe", 0),
      source=style("everyday request")
      + "; the word limit is checked with the author's two-word name added"),
    R("Brainstorm blog post ideas about remote work. Give me no fewer than 6, numbered, "
      "each title under 60 characters.",
      [n_("Give me no fewer than 6, numbered", "numbered", ">=", 6),
       n_("each title under 60 characters", "character", "<", 60, scope="numbered")],
      "1. How to Set Up a Home Office on a Budget\n2. The Four-Day Week: What We Learned\n"
      "3. Beating Loneliness When You Work Alone\n4. Async Meetings That Actually Work\n5. "
      "Time Zones Without Tears\n6. What to Wear to a Video Call",
      ("1. How to Set Up a Home Office on a Budget\n2. The Four-Day Week: What We Learned\n"
       "3. Beating Loneliness When You Work Alone\n4. Async Meetings That Actually Work\n5. "
       "Time Zones Without Tears", 0),
      (("4. Async Meetings That Actually Work", "4. Async Meetings That Actually Work for "
        "Distributed Teams of All Sizes"), 1)),
    R("Tell me about the Great Wall of China without using the words 'long' or 'ancient'. "
      "Keep it to two paragraphs.",
      [no("without using the words 'long' or 'ancient'", "long"),
       no("without using the words 'long' or 'ancient'", "ancient"),
       n_("Keep it to two paragraphs.", "paragraph", "==", 2)],
      "The Great Wall is a chain of walls and watchtowers across northern China, built and "
      "rebuilt over many centuries to guard against raids from the steppe.\n\nMost of what "
      "visitors see today dates from the Ming dynasty. Sections near Beijing, such as "
      "Mutianyu, are restored and easy to reach.",
      (("over many centuries", "over a long span of centuries"), 0),
      (("Most of what visitors see today", "Most of the ancient stone visitors see today"), 1),
      (("dates from the Ming dynasty. Sections", "dates from the Ming dynasty.\n\nSections"),
       2)),
    R("Need a name for my fantasy football team. ONE name only, 4 words or less, no "
      "punctuation.",
      [n_("ONE name only, 4 words or less", "word", "<=", 4),
       n_("ONE name only, 4 words or less", "line", "==", 1),
       no("no punctuation", "!", word=False), no("no punctuation", ".", word=False)],
      "Kickin It Old School",
      ("Kickin It Old School!", 2), ("Kickin It Like Old School", 0),
      ("Kickin It Old School\nThe Benchwarmers", 1)),
    R("Can u explain what an API is in like 2 sentences max",
      [n_("in like 2 sentences max", "sentence", "<=", 2)],
      "An API is a set of rules that lets one program ask another for data or actions. For "
      "example, a weather app uses a weather service's API to get the forecast.",
      ("An API is a set of rules that lets one program ask another for data or actions. For "
       "example, a weather app uses a weather service's API. That is how it gets the "
       "forecast.", 0)),
    R("Generate a strong password example (for illustration only) that's exactly 16 "
      "characters and contains at least one '#'.",
      [n_("exactly 16 characters", "character", "==", 16),
       has("contains at least one '#'", "#", word=False)],
      "Tq7#vR2m!Lp9@xZ4",
      ("Tq7#vR2m!Lp9@xZ", 0), ("Tq7%vR2m!Lp9@xZ4", 1)),
    R("Write a birthday message for my coworker Lisa. Keep it light, two lines tops, and "
      "sign it from 'the whole marketing team'.",
      [n_("two lines tops", "line", "<=", 2),
       has("sign it from 'the whole marketing team'", "the whole marketing team"),
       sem("Keep it light")],
      "Happy birthday, Lisa! May your inbox be empty and your cake be huge.\n— the whole "
      "marketing team",
      ("Happy birthday, Lisa!\nMay your inbox be empty and your cake be huge.\n— the whole "
       "marketing team", 0),
      (("— the whole marketing team", "— the marketing crew"), 1)),
    R("Rate these three movies out of 10 as a table with columns Movie, Score and Reason. "
      "Reason no longer than 8 words.\n\nInception, Cats (2019), Paddington 2",
      [n_("as a table with columns Movie, Score and Reason", "table_column", "==", 3),
       n_("Rate these three movies", "table_row", "==", 3, header="excluded"),
       has("as a table with columns Movie, Score and Reason", "| Movie | Score | Reason |",
           word=False)],
      "| Movie | Score | Reason |\n|---|---|---|\n| Inception | 9 | Clever plot, stunning "
      "visuals |\n| Cats (2019) | 3 | Unsettling effects, thin story |\n| Paddington 2 | 10 | "
      "Warm, funny and perfectly made |",
      ("| Movie | Score |\n|---|---|\n| Inception | 9 |\n| Cats (2019) | 3 |\n| Paddington 2 | "
       "10 |", 0, 2),
      ("| Movie | Score | Reason |\n|---|---|---|\n| Inception | 9 | Clever plot, stunning "
       "visuals |\n| Paddington 2 | 10 | Warm, funny and perfectly made |", 1),
      source=style("everyday request")
      + "; 'no longer than 8 words' holds in every output and is not encoded"),
    R("Give me the capital of Australia. Just the name, no full stop.",
      [n_("Just the name", "word", "==", 1), no("no full stop", ".", word=False)],
      "Canberra",
      ("Canberra.", 1), ("It is Canberra", 0)),
    R("Write three reasons to adopt a senior dog. Each reason gets its own paragraph, and "
      "every paragraph must start with 'Reason' followed by its number.",
      [n_("Each reason gets its own paragraph", "paragraph", "==", 3),
       sw("every paragraph must start with 'Reason'", "Reason ", scope="paragraph")],
      "Reason 1: Senior dogs are usually house-trained and calm.\n\nReason 2: What you see is "
      "what you get, since their size and personality are already set.\n\nReason 3: You give "
      "a dog a warm home for its last years.",
      (("\n\nReason 2:", "\n\nSecond:"), 1),
      (("\n\nReason 3:", "\nReason 3:"), 0)),
    R("Answer with just 'yes' or 'no' (lowercase, nothing else): is a tomato a fruit?",
      [n_("nothing else", "word", "==", 1), case("lowercase", "lower")],
      "yes",
      ("Yes", 1), ("yes, botanically", 0)),
    R("Write a short complaint email to my landlord about a broken heater. Use a subject line "
      "starting with 'Subject:', keep the body to 80 words or fewer, and close with 'Thank "
      "you,' and my name (Chris).",
      [sw("Use a subject line starting with 'Subject:'", "Subject:"),
       n_("keep the body to 80 words or fewer", "word", "<=", 80),
       c("close with 'Thank you,' and my name (Chris)", "ends_with", text="Thank you,\nChris")],
      "Subject: Broken heater in flat 4B\n\nHi Mr Patel,\n\nThe heater in my living room "
      "stopped working on Sunday, and the flat is now very cold at night. Could you arrange "
      "a repair this week? I am home after 5pm on weekdays, or I can leave a key with the "
      "neighbour.\n\nThank you,\nChris",
      ("Hi Mr Patel,\n\nThe heater in my living room stopped working on Sunday, and the flat "
       "is now very cold at night. Could you arrange a repair this week? I am home after 5pm "
       "on weekdays, or I can leave a key with the neighbour.\n\nThank you,\nChris", 0),
      (("Thank you,\nChris", "Best,\nChris"), 2),
      (("or I can leave a key with the neighbour.", "or I can leave a key with the neighbour "
        "downstairs, who works from home. I have already tried resetting the boiler and "
        "bleeding the radiators as the manual suggests, but neither helped, and the display "
        "shows an error code I do not recognise."), 1),
      source=style("everyday request")
      + "; the body's limit is checked on the whole email (subject and greeting included)"),
]
WRITTEN_B += tagged(EVERYDAY_B, 'everyday request')

# --- JSON, code fences and other formats ---------------------------------------------------

FORMATS = [
    R("Extract the contact details from this signature as JSON with the keys name, email and "
      "phone (no other keys):\n\nBest,\nMarta Kowalska\nmarta.k@lumen.io | +48 600 123 456",
      [c("as JSON with the keys name, email and phone (no other keys)", "json",
         keys=["name", "email", "phone"], exact=True)],
      '{"name": "Marta Kowalska", "email": "marta.k@lumen.io", "phone": "+48 600 123 456"}',
      ('{"name": "Marta Kowalska", "email": "marta.k@lumen.io", "phone": "+48 600 123 456", '
       '"company": "Lumen"}', 0),
      ('{"name": "Marta Kowalska", "email": "marta.k@lumen.io"}', 0)),
    R("Classify the sentiment of this review. Reply with a JSON object like {\"sentiment\": "
      "..., \"confidence\": ...} and nothing else.\n\nReview: The hotel was clean but the "
      "staff were rude and breakfast was cold.",
      [c("Reply with a JSON object like {\"sentiment\": ..., \"confidence\": ...} and nothing "
         "else.", "json", keys=["sentiment", "confidence"], exact=True)],
      '{"sentiment": "negative", "confidence": 0.8}',
      ('The sentiment is negative.\n{"sentiment": "negative", "confidence": 0.8}', 0),
      ('{"sentiment": "negative"}', 0)),
    R("Turn this recipe into JSON: keys \"title\", \"servings\", \"ingredients\" (a list). "
      "Wrap it in a ```json code block.\n\nPancakes for 4: 200 g flour, 2 eggs, 300 ml "
      "milk, a pinch of salt.",
      [c("keys \"title\", \"servings\", \"ingredients\" (a list)", "json",
         keys=["title", "servings", "ingredients"]),
       sw("Wrap it in a ```json code block.", "```json"),
       ew("Wrap it in a ```json code block.", "```")],
      '```json\n{\n  "title": "Pancakes",\n  "servings": 4,\n  "ingredients": ["200 g flour", '
      '"2 eggs", "300 ml milk", "a pinch of salt"]\n}\n```',
      ('{\n  "title": "Pancakes",\n  "servings": 4,\n  "ingredients": ["200 g flour", '
       '"2 eggs", "300 ml milk", "a pinch of salt"]\n}', 1),
      ('```json\n{\n  "title": "Pancakes",\n  "ingredients": ["200 g flour", "2 eggs", '
       '"300 ml milk", "a pinch of salt"]\n}\n```', 0)),
    R("Output a JSON array? No — output a single JSON object whose only key is \"tags\", "
      "holding 3 to 5 lowercase tags for this photo description: \"A golden retriever "
      "catching a frisbee on a sunny beach.\"",
      [c("a single JSON object whose only key is \"tags\"", "json", keys=["tags"], exact=True),
       case("lowercase", "lower")],
      '{"tags": ["dog", "golden retriever", "frisbee", "beach", "summer"]}',
      ('["dog", "golden retriever", "frisbee", "beach", "summer"]', 0),
      ('{"tags": ["Dog", "golden retriever", "frisbee", "beach", "summer"]}', 1),
      source=style("format")
      + "; '3 to 5 tags' holds in every output and is not encoded"),
    R("Please provide the SQL query only, inside a single ```sql fenced block, with the SQL "
      "keywords in uppercase. Query: names of customers who ordered in 2024.",
      [n_("inside a single ```sql fenced block", "code_block", "==", 1),
       sw("inside a single ```sql fenced block", "```sql"),
       ew("Please provide the SQL query only", "```"),
       has("with the SQL keywords in uppercase", "SELECT", word=False)],
      "```sql\nSELECT DISTINCT c.name\nFROM customers c\nJOIN orders o ON o.customer_id = "
      "c.id\nWHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01';\n```",
      ("```sql\nselect distinct c.name\nfrom customers c\njoin orders o on o.customer_id = "
       "c.id\nwhere o.order_date >= '2024-01-01' and o.order_date < '2025-01-01';\n```", 3),
      ("```\nSELECT DISTINCT c.name\nFROM customers c\nJOIN orders o ON o.customer_id = "
       "c.id\nWHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01';\n```", 1),
      ("```sql\nSELECT DISTINCT c.name\nFROM customers c\nJOIN orders o ON o.customer_id = "
       "c.id\nWHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01';\n```\nThis "
       "returns each name once.", 2),
      source=style("format") + "; uppercase keywords checked by the SELECT"),
    R("Make a comparison table of iPhone vs Pixel with 4 rows (battery, camera, price, "
      "updates) plus the header. Columns: Feature, iPhone, Pixel.",
      [n_("with 4 rows (battery, camera, price, updates) plus the header", "table_row", "==",
          4, header="excluded"),
       n_("Columns: Feature, iPhone, Pixel.", "table_column", "==", 3)],
      "| Feature | iPhone | Pixel |\n|---|---|---|\n| Battery | All-day | All-day |\n| Camera "
      "| Natural colours | Strong night mode |\n| Price | From $799 | From $699 |\n| Updates "
      "| About 6 years | 7 years |",
      ("| Feature | iPhone | Pixel |\n|---|---|---|\n| Battery | All-day | All-day |\n| Camera "
       "| Natural colours | Strong night mode |\n| Price | From $799 | From $699 |", 0),
      ("| Feature | iPhone | Pixel | Galaxy |\n|---|---|---|---|\n| Battery | All-day | All-day "
       "| All-day |\n| Camera | Natural colours | Strong night mode | Zoom |\n| Price | From "
       "$799 | From $699 | From $799 |\n| Updates | About 6 years | 7 years | 7 years |", 1)),
    R("Give me a markdown checklist (using '- [ ]') of 5 things to do before a job interview. "
      "No intro sentence.",
      [n_("of 5 things", "bullet", "==", 5),
       sw("using '- [ ]'", "[ ] ", scope="bullet"), sw("No intro sentence.", "- [ ]")],
      "- [ ] Research the company and its products\n- [ ] Prepare three questions to ask\n- "
      "[ ] Practise answers to common questions\n- [ ] Plan the route or test the video link\n"
      "- [ ] Lay out clothes the night before",
      ("Here is your checklist:\n- [ ] Research the company and its products\n- [ ] Prepare "
       "three questions to ask\n- [ ] Practise answers to common questions\n- [ ] Plan the "
       "route or test the video link\n- [ ] Lay out clothes the night before", 2),
      (("- [ ] Prepare three", "- Prepare three"), 1),
      (("\n- [ ] Lay out clothes the night before", ""), 0)),
    R("Write the YAML front matter for a blog post titled 'Why I Switched to Vim'. It must "
      "start and end with a line of three dashes and contain exactly 3 fields.",
      [sw("It must start and end with a line of three dashes", "---\n"),
       ew("It must start and end with a line of three dashes", "\n---"),
       n_("contain exactly 3 fields", "line", "==", 5)],
      "---\ntitle: Why I Switched to Vim\ndate: 2024-05-02\ntags: [vim, editors]\n---",
      ("title: Why I Switched to Vim\ndate: 2024-05-02\ntags: [vim, editors]", 0, 2),
      ("---\ntitle: Why I Switched to Vim\ndate: 2024-05-02\ntags: [vim, editors]\ndraft: "
       "false\n---", 2),
      source=style("format") + "; three fields and two dash lines make five lines"),
    R("Show me how to install requests with pip. One code block containing one command, "
      "and one sentence of explanation after it (not before).",
      [n_("One code block", "code_block", "==", 1), sw("(not before)", "```"),
       n_("one sentence of explanation after it", "sentence", "==", 1, scope="line",
          which="last")],
      "```\npip install requests\n```\nRun this in your terminal, ideally inside a virtual "
      "environment.",
      ("Run this in your terminal:\n```\npip install requests\n```\nUse a virtual "
       "environment.", 1),
      ("```\npip install requests\n```\nRun this in your terminal. Use a virtual "
       "environment.", 2),
      source=style("format")),
    R("Create a CSV (with a header row) of 4 European countries and their capitals. Columns "
      "country,capital. No spaces after commas, no code fence.",
      [n_("Create a CSV (with a header row) of 4 European countries", "line", "==", 5),
       sw("Columns country,capital.", "country,capital\n"),
       no("No spaces after commas", ", ", word=False),
       no("no code fence", "```", word=False)],
      "country,capital\nFrance,Paris\nSpain,Madrid\nPoland,Warsaw\nAustria,Vienna",
      ("country,capital\nFrance,Paris\nSpain,Madrid\nPoland,Warsaw\nAustria,Vienna\nItaly,Rome",
       0),
      (("Spain,Madrid", "Spain, Madrid"), 2),
      ("```\ncountry,capital\nFrance,Paris\nSpain,Madrid\nPoland,Warsaw\nAustria,Vienna\n```",
       0, 1, 3),
      ("France,Paris\nSpain,Madrid\nPoland,Warsaw\nAustria,Vienna", 0, 1)),
]
WRITTEN_B += tagged(FORMATS, 'format')

# --- constraints after a long task text --------------------------------------------------

LONG_EMAIL = (
    "Here is the situation. Our team of six has been using a shared spreadsheet to track "
    "customer onboarding for two years. It worked when we had twenty new customers a month, "
    "but now we have over a hundred, and things slip: welcome calls are missed, the same "
    "customer gets two kickoff emails, and nobody knows who owns which account. My manager "
    "asked me to propose moving to a proper CRM, but the finance team is worried about cost "
    "and the sales team is worried about learning a new tool. I need to write to my manager "
    "to make the case.")

LONG = [
    R(LONG_EMAIL + "\n\nDraft that email for me. Keep it under 150 words, start with 'Hi "
      "Dana,' and include exactly one bulleted list of 3 benefits.",
      [n_("Keep it under 150 words", "word", "<", 150), sw("start with 'Hi Dana,'", "Hi Dana,"),
       n_("include exactly one bulleted list of 3 benefits", "bullet", "==", 3)],
      "Hi Dana,\n\nOur onboarding spreadsheet no longer scales: with over a hundred new "
      "customers a month, calls are missed and emails are duplicated. I propose we move to a "
      "CRM.\n\n- Every account has a clear owner.\n- Reminders stop missed welcome calls.\n- "
      "No more duplicate kickoff emails.\n\nI know cost and training are concerns. I suggest "
      "a one-month trial with a low-cost plan and a short training session for sales.\n\n"
      "Thanks,\nAlex",
      (("Hi Dana,", "Dear Dana,"), 1),
      (("- No more duplicate kickoff emails.\n", ""), 2),
      (("I suggest a one-month trial with a low-cost plan and a short training session for "
        "sales.", "I suggest a one-month trial with a low-cost plan, a short training session "
        "for sales, a named owner for the migration, and a review with finance at the end of "
        "the month so we can compare the real cost with the time we now lose to missed calls "
        "and duplicate emails, and then decide together whether to continue. If the trial goes "
        "well, we could move the remaining accounts over in the quiet weeks of August and "
        "retire the spreadsheet by September. I am happy to put together a one-page comparison of "
        "three tools for our next meeting, with prices, so finance can see the numbers first."),
       0)),
    R(LONG_EMAIL + "\n\nDon't write the email yet. First give me the three strongest "
      "arguments, as a numbered list, each no longer than one sentence.",
      [n_("the three strongest arguments, as a numbered list", "numbered", "==", 3),
       n_("each no longer than one sentence", "sentence", "==", 1, scope="numbered")],
      "1. The spreadsheet no longer scales to a hundred customers a month.\n2. Missed calls "
      "and duplicate emails cost us customer trust.\n3. Clear account ownership saves the "
      "team time every week.",
      ("1. The spreadsheet no longer scales to a hundred customers a month.\n2. Missed calls "
       "and duplicate emails cost us customer trust.", 0),
      (("cost us customer trust.", "cost us customer trust. Some customers have complained."),
       1)),
    R("Background: I run a small pottery studio in Leeds. We teach beginner wheel classes on "
      "weekday evenings and sell mugs and bowls on Saturdays. Most students are aged 25 to 40 "
      "and find us on Instagram. We want more people to book our new Sunday taster session, "
      "which is two hours long, costs 35 pounds and includes clay, glazing and firing.\n\n"
      "Task: write the Instagram caption. Rules: no more than 4 sentences, exactly 3 "
      "hashtags at the end, mention the price, and do not use the word 'perfect'.",
      [n_("no more than 4 sentences", "sentence", "<=", 5),
       n_("exactly 3 hashtags", "hashtag", "==", 3),
       has("mention the price", "35"), no("do not use the word 'perfect'", "perfect")],
      "New this month: a Sunday taster session at our Leeds studio. In two hours you will "
      "throw your first pot on the wheel, and we will glaze and fire it for you. It costs "
      "£35, clay included. Book through the link in our bio.\n#pottery #leeds #wheelthrowing",
      (("It costs £35, clay included.", "Clay is included."), 2),
      (("#pottery #leeds #wheelthrowing", "#pottery #leeds"), 1),
      (("Book through the link in our bio.", "Book through the link in our bio. Spaces are "
        "limited. Bring a friend."), 0),
      (("New this month:", "The perfect Sunday plan:"), 3),
      source=style("social media")
      + "; the hashtag line is a trailing sentence piece, so 4 + 1 sentences"),
    R("I'm preparing for a job interview at a logistics company. The role is Operations "
      "Analyst. They use SQL, Excel and Power BI, and the job ad mentions 'reducing delivery "
      "delays' three times. I have two years of experience in retail analytics, where I "
      "built a dashboard that cut stock-outs by 15%. I am nervous about the question 'Why "
      "do you want to work here?'\n\nWrite my answer to that question: first person, 60 to "
      "90 words, and it has to mention delivery delays and my dashboard.",
      [n_("60 to 90 words", "word", "between", 60, 90),
       has("it has to mention delivery delays and my dashboard", "delivery delays"),
       has("it has to mention delivery delays and my dashboard", "dashboard"),
       sem("first person")],
      "I want to work here because you are tackling a problem I enjoy: delivery delays. In "
      "retail analytics I built a dashboard that cut stock-outs by 15%, and I learned that "
      "the fastest wins come from putting the right numbers in front of the right people. "
      "You already use SQL, Excel and Power BI, so I could contribute quickly, and I would "
      "love to apply the same approach to getting parcels out on time.",
      (("problem I enjoy: delivery delays.", "problem I enjoy: late shipments."), 1),
      ("I want to work here because you are tackling a problem I enjoy: delivery delays. In "
       "retail analytics I built a dashboard that cut stock-outs by 15%.", 0),
      (("I built a dashboard that cut", "I built a report that cut"), 2)),
    R("Context for you: our open-source library parses GPX files from sports watches. Version "
      "3 drops Python 3.8, renames parse() to load(), and adds support for heart-rate "
      "extensions from Garmin and Polar. We also fixed a memory leak with very large files. "
      "The release is on 1 July.\n\nWrite the CHANGELOG entry. Requirements: a heading line "
      "'## 3.0.0', then bullets only, between 3 and 6 bullets, each bullet starting with "
      "'Added', 'Changed', 'Removed' or 'Fixed'.",
      [sw("a heading line '## 3.0.0'", "## 3.0.0\n"),
       n_("between 3 and 6 bullets", "bullet", "between", 3, 6),
       n_("then bullets only", "line", "==", 5)],
      "## 3.0.0\n- Added heart-rate extensions for Garmin and Polar.\n- Changed parse() to "
      "load().\n- Removed support for Python 3.8.\n- Fixed a memory leak with very large "
      "files.",
      ("## 3.0.0\nRelease date: 1 July.\n- Added heart-rate extensions for Garmin and Polar."
       "\n- Changed parse() to load().\n- Removed support for Python 3.8.\n- Fixed a memory "
       "leak with very large files.", 2),
      ("# 3.0.0\n- Added heart-rate extensions for Garmin and Polar.\n- Changed parse() to "
       "load().\n- Removed support for Python 3.8.\n- Fixed a memory leak with very large "
       "files.", 0),
      ("## 3.0.0\n- Added heart-rate extensions for Garmin and Polar.\n- Changed parse() to "
       "load().", 1, 2),
      source=style("coding assistant")
      + "; the starting words hold in every output and are not encoded"),
]
WRITTEN_B += tagged(LONG, 'long task text')

# --- more everyday wordings ----------------------------------------------------------------

MORE = [
    R("Describe a rainforest. 3 sentences max, each sentence under 15 words.",
      [n_("3 sentences max", "sentence", "<=", 3),
       n_("each sentence under 15 words", "word", "<", 15, scope="sentence")],
      "Tall trees form a dense green roof high above the ground. Below it, the air is warm, "
      "wet and still. Frogs, birds and insects call from every branch.",
      (("Below it, the air is warm, wet and still.", "Below it, the air is warm, wet and "
        "still, and very little sunlight ever reaches the muddy forest floor."), 1),
      (("wet and still.", "wet and still. It rains almost daily."), 0)),
    R("Write a one-liner joke about programmers. <100 chars.",
      [n_("<100 chars", "character", "<", 100), n_("one-liner", "line", "==", 1)],
      "Programmers hate nature: it has too many bugs.",
      ("Programmers hate nature: it has too many bugs, no documentation at all, and nobody to "
       "file a support ticket with.", 0),
      ("Why do programmers hate nature?\nIt has too many bugs.", 1)),
    R("Keep your answer below 30 words: how long should I boil an egg for a runny yolk?",
      [n_("Keep your answer below 30 words", "word", "<", 30)],
      "About six minutes from when the water is boiling, then cool it in cold water for a "
      "minute.",
      ("About six minutes from when the water is boiling, then cool it in cold water for a "
       "minute so it stops cooking and is easier to peel without tearing the soft white.", 0)),
    R("Cap it at 3 bullet points: what should a first-time manager focus on?",
      [n_("Cap it at 3 bullet points", "bullet", "<=", 3),
       n_("Cap it at 3 bullet points", "bullet", ">=", 1)],
      "- Hold regular one-to-ones with each person.\n- Set clear goals and explain why they "
      "matter.\n- Ask for feedback on your own work early.",
      ("- Hold regular one-to-ones with each person.\n- Set clear goals and explain why they "
       "matter.\n- Ask for feedback on your own work early.\n- Delegate, do not do it all "
       "yourself.", 0)),
    R("Write a product review for wireless earbuds, not exceeding 60 words, that mentions "
      "the battery life and ends with a star rating like '4/5'.",
      [n_("not exceeding 60 words", "word", "<=", 60), has("mentions the battery life",
                                                            "battery"),
       ew("ends with a star rating like '4/5'", "/5")],
      "Great sound for the price and a snug fit that survives running. The battery lasts "
      "about six hours, plus three charges in the case. Calls are a bit muffled outdoors. "
      "4/5",
      (("4/5", "Four stars."), 2),
      (("The battery lasts about six hours", "They last about six hours"), 1),
      (("Calls are a bit muffled outdoors.", "Calls are a bit muffled outdoors, the touch "
        "controls are too sensitive when you adjust them, and the app asks you to make an "
        "account before you can change the sound settings or even update the firmware, which "
        "feels unnecessary for a pair of earbuds."), 0)),
    R("Explain the offside rule to someone who's never watched football. Stay under 70 "
      "words and don't use the word 'defender' more than once.",
      [n_("Stay under 70 words", "word", "<", 70),
       has("don't use the word 'defender' more than once", "defender", rel="<=", n=1),
       sem("to someone who's never watched football")],
      "When the ball is passed forward to an attacker, at least two opponents, usually the "
      "goalkeeper and a defender, must be level with or between that attacker and the goal. "
      "If not, the attacker is offside and the other team gets a free kick.",
      (("the attacker is offside", "the attacker is offside, beyond the last defender,"), 1),
      (("and the other team gets a free kick.", "and the other team gets a free kick. Being "
        "in your own half, or receiving the ball straight from a throw-in or a goal kick, "
        "never counts as offside, which surprises many new fans."), 0)),
    R("Write an acrostic poem for the word RAIN (one line per letter, each line starting "
      "with that letter in capitals).",
      [n_("one line per letter", "line", "==", 4),
       sw("each line starting with that letter in capitals", "R", scope="line", which=1),
       sw("each line starting with that letter in capitals", "A", scope="line", which=2),
       sw("each line starting with that letter in capitals", "I", scope="line", which=3),
       sw("each line starting with that letter in capitals", "N", scope="line", which=4)],
      "Rooftops drum a steady beat\nAll the gutters overflow\nIn the puddles, clouds repeat"
      "\nNothing hurries, all is slow",
      (("In the puddles", "Down in puddles"), 3),
      ("Rooftops drum a steady beat\nAll the gutters overflow\nIn the puddles, clouds repeat"
       "\nNothing hurries, all is slow\nRain", 0)),
    R("Tell me three facts about honeybees, and never more than 12 words per fact. Use a "
      "numbered list.",
      [n_("Tell me three facts about honeybees", "numbered", "==", 3),
       n_("never more than 12 words per fact", "word", "<=", 12, scope="numbered")],
      "1. A colony can hold over fifty thousand bees.\n2. Bees dance to show where flowers "
      "are.\n3. Only female worker bees can sting.",
      (("2. Bees dance to show where flowers are.", "2. Bees perform a waggle dance to show "
        "their sisters exactly where good flowers are."), 1),
      ("1. A colony can hold over fifty thousand bees.\n2. Bees dance to show where flowers "
       "are.", 0)),
    R("Give me a slogan for a recycling campaign. It must rhyme, be no longer than 8 words, "
      "and not contain the word 'green'.",
      [sem("It must rhyme"), n_("be no longer than 8 words", "word", "<=", 8),
       no("not contain the word 'green'", "green")],
      "Sort it right, keep the future bright.",
      ("Sort it right, keep it green.", 2),
      ("Sort your rubbish right, and keep the whole future bright.", 1)),
    R("Please reply in ALL CAPS, under 12 words: what's the loudest animal on Earth?",
      [case("reply in ALL CAPS", "upper"), n_("under 12 words", "word", "<", 12)],
      "THE SPERM WHALE, WHOSE CLICKS REACH ABOUT 230 DECIBELS.",
      ("THE SPERM WHALE, WHOSE CLICKS REACH ABOUT 230 dB.", 0),
      ("THE SPERM WHALE, WHOSE CLICKS CAN REACH ABOUT 230 DECIBELS UNDER WATER.", 1)),
    R("Write a thank-you note to my child's teacher. Start with 'Dear Ms. Okafor,', keep it "
      "to 2 paragraphs, and add a P.S. line at the very end.",
      [sw("Start with 'Dear Ms. Okafor,'", "Dear Ms. Okafor,"),
       n_("keep it to 2 paragraphs", "paragraph", "==", 4),
       sw("add a P.S. line at the very end", "P.S.", scope="line", which="last")],
      "Dear Ms. Okafor,\n\nThank you for a wonderful year. Amara came home every day with "
      "something new to tell us, and her reading has come on so much.\n\nWe are grateful for "
      "your patience and kindness.\n\nWith thanks,\nThe Mensah family\nP.S. She still "
      "talks about the butterfly project!",
      (("Dear Ms. Okafor,", "Hi Ms. Okafor,"), 0),
      (("\nP.S. She still talks about the butterfly project!", ""), 2),
      (("something new to tell us, and her reading has come on so much.\n\nWe are grateful",
        "something new to tell us, and her reading has come on so much. We are grateful"), 1),
      source=style("everyday request")
      + "; every output has a greeting block and a closing block, so two body paragraphs "
        "make four blocks"),
    R("Make me a weekly workout schedule as a table: 7 rows (Monday to Sunday), 2 columns "
      "(Day, Workout). Sunday must be a rest day.",
      [n_("7 rows (Monday to Sunday)", "table_row", "==", 7, header="excluded"),
       n_("2 columns (Day, Workout)", "table_column", "==", 2),
       has("Sunday must be a rest day", "| Sunday | Rest |", word=False)],
      "| Day | Workout |\n|---|---|\n| Monday | 30 min run |\n| Tuesday | Upper body weights "
      "|\n| Wednesday | Yoga |\n| Thursday | Lower body weights |\n| Friday | Intervals |\n| "
      "Saturday | Long walk |\n| Sunday | Rest |",
      (("| Sunday | Rest |", "| Sunday | Swim |"), 2),
      (("\n| Saturday | Long walk |", ""), 0)),
    R("Answer in one word: what's the opposite of 'ancient'?",
      [n_("Answer in one word", "word", "==", 1)],
      "Modern", ("Modern, or new", 0)),
    R("Write a short bio for my Etsy shop (handmade candles). Two sentences, first person, "
      "and no more than 200 characters in total.",
      [n_("Two sentences", "sentence", "==", 2), sem("first person"),
       n_("no more than 200 characters in total", "character", "<=", 200)],
      "I pour every candle by hand in my kitchen in Bristol, using soy wax and cotton wicks. "
      "My scents are inspired by walks along the coast.",
      ("I pour every candle by hand in my kitchen in Bristol, using soy wax and cotton wicks. "
       "My scents are inspired by walks along the coast. Each one burns for forty hours.", 0),
      ("I pour every candle by hand in my little kitchen in Bristol, using natural soy wax, "
       "cotton wicks and reusable glass jars. My scents are inspired by long winter walks "
       "along the wild north coast of Cornwall.", 2)),
    R("Write 2 paras on why sleep matters for students. Second para must begin with "
      "'In short'.",
      [n_("Write 2 paras", "paragraph", "==", 2),
       sw("Second para must begin with 'In short'", "In short", scope="paragraph", which=2)],
      "Sleep is when the brain files away what you learned during the day. Students who "
      "sleep seven to nine hours remember more and concentrate better in class.\n\nIn short, "
      "an extra hour of sleep can do more for your grades than an extra hour of cramming.",
      (("In short, an extra hour", "So an extra hour"), 1),
      (("\n\nIn short", "\nIn short"), 0, 1)),
    R("List the planets from closest to farthest from the sun. One per line, no numbers, "
      "and don't include Pluto.",
      [n_("List the planets", "line", "==", 8), c("One per line", "one_per_line"),
       n_("no numbers", "numbered", "==", 0), no("don't include Pluto", "Pluto")],
      "Mercury\nVenus\nEarth\nMars\nJupiter\nSaturn\nUranus\nNeptune",
      ("Mercury\nVenus\nEarth\nMars\nJupiter\nSaturn\nUranus\nNeptune\nPluto", 0, 3),
      ("1. Mercury\n2. Venus\n3. Earth\n4. Mars\n5. Jupiter\n6. Saturn\n7. Uranus\n8. Neptune",
       2),
      ("Mercury\nVenus\nEarth, Mars\nJupiter\nSaturn\nUranus\nNeptune", 0, 1)),
    R("I need a cover letter opening line for a nursing job — just one sentence, no longer "
      "than 25 words, and it shouldn't start with 'I am writing'.",
      [n_("just one sentence", "sentence", "==", 1),
       n_("no longer than 25 words", "word", "<=", 25),
       sw("it shouldn't start with 'I am writing'", "I am writing", negate=True)],
      "After six years on a busy surgical ward, I would love to bring my calm and careful "
      "care to your cardiac team.",
      ("I am writing to apply for the cardiac nurse role, bringing six years of surgical ward "
       "experience.", 2),
      ("After six years on a busy surgical ward, I would love to bring my calm and careful "
       "care to your cardiac team. I am ready.", 0),
      ("After six years on a busy surgical ward and two in the emergency department, I would "
       "love to bring my calm and careful care to your cardiac team.", 1)),
    R("Write an FAQ answer about shipping times (max. 3 sentences; mention both 'UK' and "
      "'EU'; no bullet points).",
      [n_("max. 3 sentences", "sentence", "<=", 3), has("mention both 'UK' and 'EU'", "UK"),
       has("mention both 'UK' and 'EU'", "EU"), n_("no bullet points", "bullet", "==", 0)],
      "Orders to the UK arrive in 2 to 3 working days. Orders to the EU take 4 to 7 working "
      "days and may include customs fees. You will get a tracking link as soon as we ship.",
      (("Orders to the EU", "Orders to Europe"), 2),
      ("- Orders to the UK arrive in 2 to 3 working days.\n- Orders to the EU take 4 to 7 "
       "working days and may include customs fees.\n- You will get a tracking link as soon "
       "as we ship.", 3),
      (("and may include customs fees.", "and may include customs fees. Rates vary by "
        "country."), 0)),
    R("Describe your perfect sandwich using exactly 3 sentences and at least one number.",
      [n_("using exactly 3 sentences", "sentence", "==", 3), sem("at least one number")],
      "It starts with two thick slices of sourdough. Inside go smoked chicken, avocado and a "
      "little chilli mayo. It is toasted until the cheese just melts.",
      ("It starts with two thick slices of sourdough. Inside go smoked chicken, avocado and a "
       "little chilli mayo.", 0)),
    R("Alt text needed for: child flying a red kite on a hill. 125 characters or fewer; "
      "don't start with 'Image of' or 'Picture of'.",
      [n_("125 characters or fewer", "character", "<=", 125),
       sw("don't start with 'Image of' or 'Picture of'", "Image of", negate=True),
       sw("don't start with 'Image of' or 'Picture of'", "Picture of", negate=True)],
      "A young child runs up a grassy hill, holding the string of a bright red kite against "
      "a blue sky.",
      ("Image of a young child running up a grassy hill with a bright red kite.", 1),
      ("A young child runs up a grassy hill on a windy afternoon, holding the string of a "
       "bright red kite high against a clear blue sky.", 0)),
]
WRITTEN_B += tagged(MORE, 'everyday request')

ACP_ROWS_2 = [
    R("I want you to act as a motivational coach. I will provide you with some information "
      "about someone's goals and challenges, and you will come up with strategies. Give "
      "exactly 3 strategies as numbered points and finish with one positive affirmation in "
      "quotes. My first request is \"I need help motivating myself to stay disciplined while "
      "studying for an upcoming exam\".",
      [n_("Give exactly 3 strategies as numbered points", "numbered", "==", 3),
       ew("finish with one positive affirmation in quotes", "\"")],
      "1. Study in 25-minute blocks with a 5-minute break, and tick each block off on paper."
      "\n2. Put your phone in another room until the day's blocks are done.\n3. Plan "
      "tomorrow's topics tonight so you can start without deciding.\n\"I show up for my "
      "future self, one block at a time.\"",
      ("1. Study in 25-minute blocks with a 5-minute break, and tick each block off on paper."
       "\n2. Put your phone in another room until the day's blocks are done.\n3. Plan "
       "tomorrow's topics tonight so you can start without deciding.\n4. Reward yourself at "
       "the weekend.\n\"I show up for my future self, one block at a time.\"", 0),
      (("\n\"I show up for my future self, one block at a time.\"", "\nI show up for my "
        "future self, one block at a time."), 1),
      source=ACP.format(act="Motivational Coach") + "; count and closing added"),
    R("I want you to act as a storyteller. You will come up with entertaining stories that "
      "are engaging, imaginative and captivating for the audience. The audience is children, "
      "so keep it under 120 words and in exactly 3 paragraphs. My first request is \"I need "
      "an interesting story on perseverance.\"",
      [sem("engaging, imaginative and captivating"),
       n_("keep it under 120 words", "word", "<", 120),
       n_("in exactly 3 paragraphs", "paragraph", "==", 3)],
      "Pip the snail wanted to see the top of the garden wall. Every morning she climbed, and "
      "every afternoon the rain washed her back down.\n\nThe beetles laughed. The sparrows "
      "laughed. Pip just started again, a little higher each time, resting in the cracks "
      "when she was tired.\n\nOn the fortieth morning, she reached the top and saw the whole "
      "village glowing in the sunrise. \"Worth it,\" she whispered.",
      (("\n\nThe beetles laughed.", " The beetles laughed."), 2),
      (("\"Worth it,\" she whispered.", "\"Worth it,\" she whispered, and the beetles, far "
        "below, stopped laughing and started climbing too, one slow step after another, all "
        "the way up the long wall to join her in the warm morning light, where they all sat "
        "together and watched the village wake up, the bakers and the farmers and the "
        "children, until the sun was high."), 1),
      source=ACP.format(act="Storyteller") + "; length and layout added"),
    R("I want you to act as a etymologist. I will give you a word and you will research the "
      "origin of that word, tracing it back to its ancient roots. Answer in no more than 3 "
      "sentences and put the word itself in bold the first time it appears. My first request "
      "is \"I want to trace the origins of the word 'salary'.\"",
      [n_("Answer in no more than 3 sentences", "sentence", "<=", 3),
       has("put the word itself in bold the first time it appears", "**salary**",
           word=False)],
      "The word **salary** comes from Latin salarium, linked to sal, meaning salt. Roman "
      "writers tied it to soldiers' pay or an allowance for buying salt. It reached English "
      "through Anglo-French in the 14th century.",
      (("**salary**", "salary"), 1),
      (("It reached English", "The link is debated. It reached English"), 0),
      source=ACP.format(act="Etymologist") + "; word, length and bold added"),
    R("I want you to act as a rapper. You will come up with powerful and meaningful lyrics. "
      "Give me one verse of exactly 8 lines, no line over 10 words, and no profanity. My "
      "first request is \"I need a rap song about finding strength within yourself.\"",
      [n_("one verse of exactly 8 lines", "line", "==", 8),
       n_("no line over 10 words", "word", "<=", 10, scope="line"),
       sem("no profanity")],
      "Woke up heavy, but I carried it anyway\nEvery scar a map of how I found my way\n"
      "They called me small, so I grew in the quiet\nTurned all the doubt into fuel, now I "
      "ride it\nNo crown, no crew, just a voice in my chest\nSaying one more step, then "
      "another, then rest\nI fall, I rise, that's the rhythm I own\nThe strength I was "
      "looking for was already home",
      ("Woke up heavy, but I carried it anyway\nEvery scar a map of how I found my way\n"
       "They called me small, so I grew in the quiet\nTurned all the doubt into fuel, now I "
       "ride it\nNo crown, no crew, just a voice in my chest\nSaying one more step, then "
       "another, then rest\nI fall, I rise, that's the rhythm I own", 0),
      (("I fall, I rise, that's the rhythm I own", "I fall and I rise and I fall again, "
        "that's the rhythm I own"), 1),
      source=ACP.format(act="Rapper") + "; verse size added"),
    R("I want you to act as an essay writer. Formulate a thesis statement and create a "
      "persuasive piece. Keep it to 4 paragraphs, put the thesis in the first sentence, and "
      "don't go over 200 words. My first request is \"a persuasive essay about reducing "
      "plastic waste\".",
      [n_("Keep it to 4 paragraphs", "paragraph", "==", 4),
       n_("don't go over 200 words", "word", "<=", 200),
       sem("put the thesis in the first sentence")],
      "Cutting single-use plastic is the cheapest way for a city to make its streets, rivers "
      "and seas cleaner.\n\nMost plastic we throw away is used for minutes and lasts for "
      "centuries. Only a small share is recycled; the rest is buried, burned or blown into "
      "rivers.\n\nBans and deposits work. Where bag charges were introduced, bag use fell "
      "sharply within a year, and bottle deposits have pushed return rates above ninety "
      "percent.\n\nWe do not need new technology, only the will to use rules that already "
      "work. Every city should adopt them now.",
      ("Cutting single-use plastic is the cheapest way for a city to make its streets, rivers "
       "and seas cleaner.\n\nMost plastic we throw away is used for minutes and lasts for "
       "centuries. Only a small share is recycled; the rest is buried, burned or blown into "
       "rivers.\n\nBans and deposits work. Where bag charges were introduced, bag use fell "
       "sharply within a year, and bottle deposits have pushed return rates above ninety "
       "percent. We do not need new technology, only the will to use rules that already "
       "work. Every city should adopt them now.", 0),
      source=ACP.format(act="Essay Writer") + "; layout and length added"),
    R("I want you to act as a pet behaviorist. I will provide you with a pet and their owner "
      "and you will help the owner understand the behaviour and suggest strategies. Reply "
      "with a short explanation (one paragraph) followed by a bulleted plan of 4 to 6 steps. "
      "My first request is \"My cat scratches the sofa every night.\"",
      [n_("a bulleted plan of 4 to 6 steps", "bullet", "between", 4, 6),
       n_("a short explanation (one paragraph) followed by a bulleted plan", "paragraph",
          "==", 2)],
      "Scratching is normal: it sharpens claws, stretches muscles and leaves scent marks, and "
      "night scratching often means pent-up energy.\n\n- Put a tall, sturdy scratching post "
      "right next to the sofa.\n- Rub catnip on the post and praise every use.\n- Cover the "
      "sofa corners with double-sided tape for a few weeks.\n- Play with a wand toy for ten "
      "minutes before bed.\n- Trim the claws every two weeks.",
      ("Scratching is normal: it sharpens claws, stretches muscles and leaves scent marks, "
       "and night scratching often means pent-up energy.\n\n- Put a tall, sturdy scratching "
       "post right next to the sofa.\n- Play with a wand toy for ten minutes before bed.\n- "
       "Trim the claws every two weeks.", 0),
      ("Scratching is normal: it sharpens claws, stretches muscles and leaves scent marks.\n\n"
       "Night scratching often means pent-up energy.\n\n- Put a tall, sturdy scratching post "
       "right next to the sofa.\n- Rub catnip on the post and praise every use.\n- Cover the "
       "sofa corners with double-sided tape for a few weeks.\n- Play with a wand toy for ten "
       "minutes before bed.\n- Trim the claws every two weeks.", 1),
      source=ACP.format(act="Pet Behaviorist") + "; request and layout written for nsvif"),
]
WRITTEN_B += ACP_ROWS_2

MORE_2 = [
    R("Agent instructions: after finishing a task, report in the format below and nothing "
      "else.\nSTATUS: <done|blocked>\nFILES: <comma-separated list>\nNOTES: <one sentence>\n\n"
      "Task: add a --verbose flag to cli.py and document it in README.md.",
      [n_("report in the format below and nothing else", "line", "==", 3),
       sw("STATUS: <done|blocked>", "STATUS: "),
       sw("FILES: <comma-separated list>", "FILES: ", scope="line", which=2),
       sw("NOTES: <one sentence>", "NOTES: ", scope="line", which=3),
       n_("NOTES: <one sentence>", "sentence", "==", 1, scope="line", which=3)],
      "STATUS: done\nFILES: cli.py, README.md\nNOTES: The flag prints each step and defaults "
      "to off.",
      ("STATUS: done\nFILES: cli.py, README.md\nNOTES: The flag prints each step. It defaults "
       "to off.", 4),
      ("STATUS: done\nFILES: cli.py, README.md\nNOTES: The flag prints each step and defaults "
       "to off.\nLet me know if you need anything else.", 0),
      ("State: done\nFILES: cli.py, README.md\nNOTES: The flag prints each step and defaults "
       "to off.", 1),
      ("STATUS: done\nFiles changed: cli.py, README.md\nNOTES: The flag prints each step and "
       "defaults to off.", 2)),
    R("You are a meditation app voice. Guidelines: calm tone; sentences of 10 words or fewer; "
      "no more than 6 sentences; never use the word 'should'.\n\nWrite a one-minute breathing "
      "exercise.",
      [sem("calm tone"), n_("sentences of 10 words or fewer", "word", "<=", 10,
                             scope="sentence"),
       n_("no more than 6 sentences", "sentence", "<=", 6), no("never use the word 'should'",
                                                               "should")],
      "Sit comfortably and close your eyes. Breathe in slowly through your nose. Hold it "
      "gently for four counts. Let it go through your mouth. Repeat this five more times. "
      "Notice how your body softens.",
      (("Hold it gently for four counts.", "You should hold it for four counts."), 3),
      (("Notice how your body softens.", "Notice how your shoulders, jaw and hands begin to "
        "soften and relax."), 1),
      (("Notice how your body softens.", "Notice how your body softens. Open your eyes."), 2)),
    R("Write a riddle whose answer is 'a shadow'. Four lines, the last line must be 'What am "
      "I?', and don't reveal the answer.",
      [n_("Four lines", "line", "==", 4), ew("the last line must be 'What am I?'",
                                             "\nWhat am I?"),
       no("don't reveal the answer", "shadow")],
      "I follow you all day but never make a sound.\nI grow tall at evening and vanish at "
      "noon.\nLight makes me, darkness takes me.\nWhat am I?",
      ("I follow you all day but never make a sound.\nI grow tall at evening and vanish at "
       "noon.\nLight makes me, darkness takes me.\nWhat am I?\n(A shadow.)", 0, 1, 2),
      (("Light makes me, darkness takes me.", "Light makes me a shadow, darkness takes me."),
       2),
      (("\nWhat am I?", " What am I?"), 0, 1)),
    R("Translate 'Where is the nearest pharmacy?' into French, Italian and Portuguese. "
      "Format: one line each, prefixed with the language's two-letter code and a colon "
      "(e.g. 'FR:').",
      [n_("one line each", "line", "==", 3), sw("(e.g. 'FR:')", "FR:"),
       has("prefixed with the language's two-letter code and a colon", "\nIT:", word=False),
       has("prefixed with the language's two-letter code and a colon", "\nPT:", word=False)],
      "FR: Où est la pharmacie la plus proche ?\nIT: Dov'è la farmacia più vicina?\nPT: Onde "
      "fica a farmácia mais próxima?",
      (("IT: Dov'è", "Italian: Dov'è"), 2),
      ("FR: Où est la pharmacie la plus proche ?\nIT: Dov'è la farmacia più vicina?", 0, 3),
      (("FR: Où", "French: Où"), 1)),
    R("Come up with 5 team names for a pub quiz. Every name must be exactly two words and "
      "be in Title Case, one per line.",
      [n_("Come up with 5 team names", "line", "==", 5),
       n_("Every name must be exactly two words", "word", "==", 2, scope="line"),
       case("be in Title Case", "capitalized"), c("one per line", "one_per_line")],
      "Quizzy Rascals\nBrain Drain\nTrivia Newton\nAnswer Ninjas\nLast Orders",
      (("Brain Drain", "The Brain Drain"), 1),
      (("Answer Ninjas", "Answer ninjas"), 2),
      ("Quizzy Rascals\nBrain Drain\nTrivia Newton\nAnswer Ninjas\nLast Orders\nPint Sized",
       0)),
    R("Explain photosynthesis to a 5-year-old in 2-3 short sentences with one emoji at "
      "the end.",
      [n_("in 2-3 short sentences", "sentence", "between", 2, 3),
       n_("with one emoji at the end", "emoji", "==", 1), ew("at the end", "🌱"),
       sem("to a 5-year-old")],
      "Plants eat sunshine! They mix light, water and air to make their own food. That is "
      "how they grow big and green 🌱",
      (("That is how they grow big and green 🌱", "That is how they grow big and green 🌱🌞"),
       1, 2),
      ("Plants eat sunshine! They mix light, water and air to make their own food. That is "
       "how they grow. They get big and green 🌱", 0),
      (("big and green 🌱", "big and 🌱 green"), 2)),
    R("What's a good name for a golden retriever? Give me no less than 3 and no more than 5 "
      "options, comma-separated on one line.",
      [n_("comma-separated on one line", "line", "==", 1),
       c("no less than 3 and no more than 5", "contains", text=",", word=False, rel="between",
         n=2, m=4)],
      "Sunny, Maple, Biscuit, Goldie",
      ("Sunny, Maple", 1), ("Sunny, Maple, Biscuit, Goldie, Honey, Rusty", 1),
      ("Sunny, Maple\nBiscuit, Goldie", 0),
      source=style("everyday request") + "; 3 to 5 names on one line are 2 to 4 commas"),
    R("Write a four-sentence horror story. The last sentence should be the shortest one.",
      [n_("Write a four-sentence horror story.", "sentence", "==", 4),
       sem("The last sentence should be the shortest one.")],
      "I live alone in a house at the end of a long gravel road. Every night I lock the "
      "doors and check each window twice. Tonight the lock clicked after I went to bed. "
      "From the inside.",
      ("I live alone in a house at the end of a long gravel road. Every night I lock the "
       "doors and check each window twice. Tonight the lock clicked after I went to bed, "
       "from the inside.", 0),
      source=style("everyday request")),
    R("Write a greeting card message for a retirement. Between 100 and 200 characters, "
      "include the word 'adventure', and no exclamation marks please.",
      [n_("Between 100 and 200 characters", "character", "between", 100, 200),
       has("include the word 'adventure'", "adventure"),
       no("no exclamation marks please", "!", word=False)],
      "Congratulations on your retirement. After thirty years of hard work, may your next "
      "adventure be full of slow mornings and long trips.",
      (("your next adventure", "your next chapter"), 1),
      (("Congratulations on your retirement.", "Congratulations on your retirement!"), 2),
      ("Happy retirement. May your next adventure be a good one.", 0)),
    R("You're a career coach. A client asks if they should quit their job to freelance. "
      "Respond with exactly two questions for them to think about, each on its own line, and "
      "nothing else.",
      [n_("exactly two questions", "line", "==", 2),
       ew("exactly two questions", "?", scope="line"),
       has("exactly two questions", "?", word=False, rel="==", n=2)],
      "How many months of expenses could you cover if you had no clients at first?\nWhich "
      "three people would hire you tomorrow if you asked them?",
      ("How many months of expenses could you cover if you had no clients at first?\nWhich "
       "three people would hire you tomorrow if you asked them?\nWhat do you dislike about "
       "your job?", 0, 2),
      (("if you asked them?", "if you asked them."), 1, 2)),
    R("Summarize 'The Tortoise and the Hare' in exactly 25 words.",
      [n_("in exactly 25 words", "word", "==", 25)],
      "A boastful hare races a slow tortoise, naps halfway because he is sure to win, and "
      "wakes to find the tortoise crossing the finish line.",
      ("A boastful hare races a slow tortoise, naps halfway because he is sure to win, and "
       "wakes to find the steady tortoise crossing the finish line.", 0)),
    R("Write a 3-item agenda for Monday's standup, each item ≤ 5 words, and don't use any "
      "punctuation at the ends of the lines.",
      [n_("a 3-item agenda", "item", "==", 3),
       n_("each item ≤ 5 words", "word", "<=", 5, scope="item"),
       ew("don't use any punctuation at the ends of the lines", ".", scope="line",
          negate=True)],
      "1. Sprint progress and blockers\n2. Release date check\n3. Support rota for May",
      (("2. Release date check", "2. Release date check."), 2),
      (("3. Support rota for May", "3. Support rota for May and June"), 1),
      ("1. Sprint progress and blockers\n2. Release date check", 0),
      source=style("everyday request") + "; checked as no line ending in a full stop"),
    R("Give me a 'word of the day' post: the word on the first line in capitals, its meaning "
      "on the second line (under 15 words), an example sentence on the third. That's it.",
      [n_("That's it.", "line", "==", 3),
       case("the word on the first line in capitals", "upper", scope="line", which=1),
       n_("its meaning on the second line (under 15 words)", "word", "<", 15, scope="line",
          which=2)],
      "PETRICHOR\nThe pleasant smell of earth after rain.\nThe petrichor after the storm "
      "made the whole street smell fresh.",
      (("PETRICHOR", "Petrichor"), 1),
      (("The pleasant smell of earth after rain.", "The pleasant, earthy smell that rises "
        "from dry ground when the first rain falls on it."), 2),
      ("PETRICHOR\nThe pleasant smell of earth after rain.\nThe petrichor after the storm "
       "made the whole street smell fresh.\nShare it with a friend today.", 0)),
]
WRITTEN_B += tagged(MORE_2, 'everyday request')

SHORTHAND = [
    R("5 bullets, ≤10 words ea., on how to keep houseplants alive.",
      [n_("5 bullets", "bullet", "==", 5), n_("≤10 words ea.", "word", "<=", 10,
                                               scope="bullet")],
      "- Check the soil before you water.\n- Give most plants bright, indirect light.\n- Use "
      "pots with drainage holes.\n- Wipe dust off the leaves monthly.\n- Feed them lightly in "
      "spring and summer.",
      ("- Check the soil before you water.\n- Give most plants bright, indirect light.\n- Use "
       "pots with drainage holes.\n- Wipe dust off the leaves monthly.", 0),
      (("- Use pots with drainage holes.", "- Always use pots with drainage holes so the "
        "roots never sit in water."), 1)),
    R("Tweet-sized summary of the moon landing pls (cap at 140 chars, ≤ 1 emoji).",
      [n_("cap at 140 chars", "character", "<=", 140), n_("≤ 1 emoji", "emoji", "<=", 1)],
      "July 1969: Apollo 11 lands on the Moon and Neil Armstrong takes the first step 🌕",
      ("July 1969: Apollo 11 lands on the Moon and Neil Armstrong takes the first step 🌕🚀",
       1),
      ("July 20, 1969: Apollo 11 lands on the Moon, and Neil Armstrong takes the first human "
       "step while Buzz Aldrin follows him down the ladder a few minutes later 🌕", 0)),
    R("Give ≥ 3 examples of renewable energy sources, one per line, nothing else.",
      [n_("Give ≥ 3 examples", "line", ">=", 3), c("one per line", "one_per_line")],
      "Solar\nWind\nHydropower\nGeothermal",
      ("Solar\nWind", 0), ("Solar, wind\nHydropower\nGeothermal", 1)),
    R("Under no circumstances use the word 'synergy'. Write a two-sentence memo announcing "
      "that the design and marketing teams will share one office.",
      [no("Under no circumstances use the word 'synergy'.", "synergy"),
       n_("Write a two-sentence memo", "sentence", "==", 2)],
      "From Monday, the design and marketing teams will share the third-floor office. We hope "
      "working side by side makes handovers faster.",
      (("makes handovers faster.", "creates synergy and makes handovers faster."), 0),
      (("makes handovers faster.", "makes handovers faster. Desks are assigned."), 1)),
    R("Write a welcome message for new Discord members. NO MORE THAN 3 LINES, mention "
      "#rules once, and tag @Moderators at most once.",
      [n_("NO MORE THAN 3 LINES", "line", "<=", 3),
       has("mention #rules once", "#rules", word=False, rel="==", n=1),
       has("tag @Moderators at most once", "@Moderators", word=False, rel="<=", n=1)],
      "Welcome to the server! 👋\nPlease read #rules before posting.\nQuestions? Ping "
      "@Moderators any time.",
      (("Please read #rules before posting.", "Please read the rules before posting."), 1),
      ("Welcome to the server! 👋\nPlease read #rules before posting.\nIntroduce yourself in "
       "#general.\nQuestions? Ping @Moderators any time.", 0),
      (("any time.", "any time, or DM @Moderators."), 2)),
    R("Write a ~50 word summary of why the Titanic sank, and don't mention the film.",
      [c("Write a ~50 word summary", "approximate", unit="word", n=50),
       no("don't mention the film", "film"), no("don't mention the film", "movie")],
      "The Titanic hit an iceberg at night in April 1912 while travelling fast through waters "
      "with ice warnings. The impact opened several forward compartments, more than the ship "
      "could survive. Too few lifeboats and a slow response meant more than 1,500 people died "
      "in the freezing sea.",
      (("in the freezing sea.", "in the freezing sea, as the 1997 film shows."), 1),
      source=style("everyday request") + "; '~50 words' is approximate and not checked"),
    R("Describe a perfect autumn day in 20ish words. Must include the word 'cinnamon'.",
      [c("in 20ish words", "approximate", unit="word", n=20),
       has("Must include the word 'cinnamon'", "cinnamon")],
      "Crisp air, golden light, a long walk through crunchy leaves, then cinnamon buns and "
      "tea by a crackling fire.",
      (("cinnamon buns", "warm buns"), 1),
      source=style("everyday request") + "; '20ish' is approximate and not checked"),
    R("Give me 4 or so quick dinner ideas as bullets. Each bullet under 8 words and no meat.",
      [c("Give me 4 or so quick dinner ideas", "approximate", unit="bullet", n=4),
       n_("Each bullet under 8 words", "word", "<", 8, scope="bullet"),
       no("no meat", "chicken"), no("no meat", "beef"), sem("and no meat")],
      "- Veggie fried rice with eggs\n- Pasta with pesto and peas\n- Black bean tacos\n- "
      "Halloumi and roast pepper wraps",
      (("- Black bean tacos", "- Black bean and chicken tacos"), 2),
      (("- Pasta with pesto and peas", "- Pasta with pesto, peas, lemon zest and lots of "
        "parmesan"), 1),
      source=style("everyday request")
      + "; '4 or so' is approximate; 'no meat' is checked for chicken and beef and is "
        "otherwise semantic"),
    R("Pls rewrite this in plain English, one sentence, 15 words or fewer: \"The party of the "
      "first part shall indemnify the party of the second part against all losses.\"",
      [n_("one sentence", "sentence", "==", 1), n_("15 words or fewer", "word", "<=", 15),
       sem("in plain English")],
      "The first party will pay for any losses the second party suffers.",
      ("The first party will pay for any losses. That covers the second party.", 0),
      ("The first party agrees that it will pay for any and all losses the second party "
       "suffers.", 1)),
    R("Write instructions for making a cup of tea. Steps only, numbered, 6 steps at most, "
      "and every step must start with a verb in the imperative.",
      [n_("6 steps at most", "numbered", "<=", 6), n_("6 steps at most", "numbered", ">=", 1),
       c("Steps only, numbered", "numbered_in_sequence"),
       sw("Steps only, numbered", "1. "),
       sem("every step must start with a verb in the imperative")],
      "1. Boil fresh water.\n2. Warm the mug with a splash of hot water.\n3. Add a tea bag.\n"
      "4. Pour in the water and wait three minutes.\n5. Remove the bag.\n6. Add milk to "
      "taste.",
      ("1. Boil fresh water.\n2. Warm the mug with a splash of hot water.\n3. Add a tea bag."
       "\n4. Pour in the water.\n5. Wait three minutes.\n6. Remove the bag.\n7. Add milk to "
       "taste.", 0),
      ("Here is how:\n1. Boil fresh water.\n2. Warm the mug with a splash of hot water.\n3. "
       "Add a tea bag.\n4. Pour in the water and wait three minutes.\n5. Remove the bag.\n6. "
       "Add milk to taste.", 3),
      (("5. Remove the bag.", "4. Remove the bag."), 2)),
]
WRITTEN_B += tagged(SHORTHAND, 'everyday request')

LAST = [
    R("Write a Slack message telling the team the office wifi will be down from 2 to 3pm. "
      "Casual tone, one emoji max, and keep it to a single line.",
      [sem("Casual tone"), n_("one emoji max", "emoji", "<=", 1),
       n_("keep it to a single line", "line", "==", 1)],
      "Heads up: office wifi is down 2 to 3pm today for maintenance, so grab a coffee or use "
      "your hotspot ☕",
      (("use your hotspot ☕", "use your hotspot ☕📶"), 1),
      (("for maintenance, so", "for maintenance.\nSo"), 2)),
    R("Write a return-policy blurb for a shoe shop website aimed at first-time buyers: "
      "second person, no more than 3 sentences, and the phrase 'free returns' must appear "
      "exactly once.",
      [sem("aimed at first-time buyers"), sem("second person"),
       n_("no more than 3 sentences", "sentence", "<=", 3),
       has("the phrase 'free returns' must appear exactly once", "free returns", rel="==",
           n=1)],
      "Not the right fit? You have 60 days for free returns on unworn shoes. Just print the "
      "label from your order email and drop the box at any post office.",
      (("You have 60 days for free returns", "You have 60 days to send back"), 3),
      (("Just print", "For free returns, just print"), 3),
      (("unworn shoes.", "unworn shoes. Exchanges are free too."), 2)),
    R("What is the boiling point of water in Fahrenheit? Reply with the number and unit "
      "only, e.g. '100 °C'.",
      [n_("Reply with the number and unit only", "word", "==", 2),
       ew("Reply with the number and unit only", "°F")],
      "212 °F",
      ("It is 212 °F", 0), ("212 degrees", 1)),
    R("Draft a polite reminder to a client about an unpaid invoice (#2291, due 5 March). "
      "Keep it under 90 words, mention the invoice number and the due date, and end with "
      "'Kind regards,' plus the name Jamie.",
      [n_("Keep it under 90 words", "word", "<", 90),
       has("mention the invoice number and the due date", "2291", word=False),
       has("mention the invoice number and the due date", "5 March"),
       c("end with 'Kind regards,' plus the name Jamie", "ends_with",
         text="Kind regards,\nJamie")],
      "Hi Lena,\n\nI hope you are well. This is a friendly reminder that invoice #2291 was "
      "due on 5 March and still shows as unpaid on our side. Could you let me know when "
      "payment is planned? If it has already been sent, please ignore this note.\n\nKind "
      "regards,\nJamie",
      (("was due on 5 March", "was due last week"), 2),
      (("Kind regards,\nJamie", "Kind regards, Jamie"), 3),
      (("please ignore this note.", "please ignore this note, and thank you. If there is a "
        "problem with the invoice, such as a wrong amount, a missing purchase order number "
        "or a change in your billing address, just reply and I will send a corrected copy "
        "the same day."), 0)),
    R("Write a 3-question customer satisfaction survey. Questions only, numbered, each one "
      "a yes/no question ending in '?', nothing before or after.",
      [n_("Write a 3-question customer satisfaction survey.", "numbered", "==", 3),
       ew("ending in '?'", "?", scope="numbered"), n_("nothing before or after", "line",
                                                      "==", 3)],
      "1. Did your order arrive on time?\n2. Was the product as described?\n3. Would you "
      "buy from us again?",
      ("Thanks for shopping with us!\n1. Did your order arrive on time?\n2. Was the product "
       "as described?\n3. Would you buy from us again?", 2),
      (("3. Would you buy from us again?", "3. Tell us if you would buy from us again."), 1),
      ("1. Did your order arrive on time?\n2. Was the product as described?", 0, 2)),
    R("Brainstorm names for a newsletter about personal finance. Exactly 6 names, one per "
      "line, none longer than 20 characters.",
      [n_("Exactly 6 names", "line", "==", 6), c("one per line", "one_per_line"),
       n_("none longer than 20 characters", "character", "<=", 20, scope="line")],
      "Pocket Notes\nThe Frugal Friday\nMoney Minutes\nCents and Sense\nThe Budget Brief\n"
      "Compound Weekly",
      (("Compound Weekly", "The Compound Interest Weekly"), 2),
      ("Pocket Notes\nThe Frugal Friday\nMoney Minutes\nCents and Sense\nThe Budget Brief", 0),
      (("Cents and Sense", "Cents, and Sense"), 1)),
    R("Explain what a 401(k) is. Keep it simple: no more than 3 sentences, no "
      "parentheses other than in '401(k)', and no percentages.",
      [n_("no more than 3 sentences", "sentence", "<=", 3),
       no("no percentages", "%", word=False),
       has("no parentheses other than in '401(k)'", "(", word=False, rel="==", n=1)],
      "A 401(k) is a retirement savings account offered by many US employers. Money is taken "
      "from your paycheck before tax and invested. Many employers add extra money when you "
      "contribute.",
      (("Many employers add extra money", "Many employers add up to 5% extra"), 1),
      (("offered by many US employers.", "offered by many US employers (not all)."), 2),
      (("and invested.", "and invested. It grows until you retire."), 0),
      source=style("everyday request") + "; '401(k)' is named once in every output"),
    R("Our app crashed for some users last night. Write the status-page update: start with "
      "'[Resolved]', under 50 words, no technical jargon, and include the time the issue was "
      "fixed.",
      [sw("start with '[Resolved]'", "[Resolved]"), n_("under 50 words", "word", "<", 50),
       sem("no technical jargon"), sem("include the time the issue was fixed")],
      "[Resolved] Some users could not open the app last night. The problem was fixed at "
      "11:40 pm, and everything is working normally again. We are sorry for the "
      "disruption.",
      ("Resolved: Some users could not open the app last night. The problem was fixed at "
       "11:40 pm, and everything is working normally again. We are sorry for the "
       "disruption.", 0),
      (("We are sorry for the disruption.", "We are sorry for the disruption and are "
        "reviewing what happened so that it does not happen again. Thank you for your "
        "patience while our team worked on it through the night."), 1)),
    R("Give three tips for public speaking. Number them, keep each tip to one sentence, and "
      "bold the first two or three words of each tip with **.",
      [n_("Give three tips", "numbered", "==", 3),
       n_("keep each tip to one sentence", "sentence", "==", 1, scope="numbered"),
       sw("bold the first two or three words of each tip with **", "**", scope="numbered")],
      "1. **Know your opening** by heart so nerves cannot derail the start.\n2. **Slow "
      "down** and pause after key points.\n3. **Look at people**, not the slides, when you "
      "speak.",
      (("2. **Slow down** and pause", "2. Slow down and pause"), 2),
      (("pause after key points.", "pause after key points. Silence is fine."), 1),
      (("\n3. **Look at people**, not the slides, when you speak.", ""), 0)),
    R("Write a four-line poem about the sea where lines 2 and 4 rhyme and line 1 is the "
      "shortest. All lowercase.",
      [n_("a four-line poem", "line", "==", 4), case("All lowercase", "lower"),
       sem("lines 2 and 4 rhyme"), sem("line 1 is the shortest")],
      "salt wind\nthe gulls lean into the grey\nwaves fold and unfold on the sand\nand carry "
      "the hours away",
      ("salt wind\nthe gulls lean into the grey\nwaves fold and unfold on the sand\nand carry "
       "the hours away\nuntil the light is gone", 0),
      (("and carry the hours away", "and carry the hours Away"), 1)),
]
WRITTEN_B += tagged(LAST, 'everyday request')
