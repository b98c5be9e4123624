"""`nsvif mcp` with the MCP Python SDK's own client over stdio: initialize, tools/list,
and tools/call of `check` and `formulate`."""

import asyncio
import os

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def session_run(nsvif_bin, body):
    env = {k: v for k, v in os.environ.items() if not k.startswith("NSVIF_LLM_")}
    env.pop("OPENAI_API_KEY", None)
    params = StdioServerParameters(command=nsvif_bin, args=["mcp"], env=env)

    async def run():
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                return await body(session, init)

    return asyncio.run(asyncio.wait_for(run(), timeout=60))


def test_initialize_list_and_check(nsvif_bin):
    async def body(session, init):
        assert init.server_info.name == "nsvif"
        assert init.capabilities.tools is not None
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert set(tools) == {"check", "formulate"}
        schema = tools["check"].input_schema
        # An instruction or a conversation (`messages`), and the output.
        assert {"instruction", "messages", "output"} <= set(schema["properties"])
        assert tools["formulate"].input_schema["required"] == ["instruction"]
        result = await session.call_tool(
            "check",
            {
                "instruction": "Answer in all lowercase letters and do not use any commas.",
                "output": "hello there, friend",
            },
        )
        assert not result.is_error
        report = result.structured_content
        assert report["verdict"] == "unsat"
        assert [v["evidence"]["measured"] for v in report["violated"]] == ["1 comma"]
        assert "comma" in report["feedback"]
        text = result.content[0].text
        assert text.startswith("unsat") and "feedback:" in text
        return True

    assert session_run(nsvif_bin, body)


def test_formulate_and_a_bad_call(nsvif_bin):
    async def body(session, init):
        result = await session.call_tool("formulate", {"instruction": "Do not use any commas."})
        assert not result.is_error
        assert result.structured_content["formula"] == "c1"
        # A call without the output is refused, and the connection stays open.
        try:
            bad = await session.call_tool("check", {"instruction": "x"})
            assert bad.is_error
        except Exception as refused:  # a JSON-RPC invalid-params error
            assert "output" in str(refused)
        ok = await session.call_tool("check", {"instruction": "Do not use any commas.", "output": "a b"})
        assert ok.structured_content["verdict"] == "sat"
        return True

    assert session_run(nsvif_bin, body)
