// An OpenAI-compatible chat endpoint on 127.0.0.1 over node-llama-cpp (a prebuilt CPU
// llama.cpp): POST /v1/chat/completions and GET /v1/models, nothing else.
//
// Why our own server: node-llama-cpp is a library and serves no HTTP API itself.
// `response_format` is honoured as OpenAI's is: {"type": "json_schema", "json_schema":
// {"schema": …}} constrains decoding with a grammar built from the schema (node-llama-cpp
// reads a subset of JSON Schema; a schema outside it is a 400, so a client can fall back),
// {"type": "json_object"} with a grammar for any JSON object. `usage` counts the tokens
// as the model saw them: prompt_tokens is the whole templated prompt, and
// prompt_tokens_details.cached_tokens the part reused from the previous request's KV cache.
//
// One context sequence, one request at a time (the others wait in order), one llama.cpp
// thread by default: on a 2-core machine shared with builds two threads were slower.
//
//   node scripts/local-model-server.mjs --engine DIR --model FILE.gguf [--port 8088]
//        [--threads 1] [--context 8192]
// DIR holds node_modules/node-llama-cpp (scripts/local-model.sh installs it outside the
// checkout; ES modules ignore NODE_PATH, hence the explicit path).
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const modelPath = option("model");
if (!modelPath) {
  console.error("local-model-server: --model FILE.gguf is required");
  process.exit(3);
}
const port = Number(option("port", "8088"));
const threads = Number(option("threads", "1"));
const contextSize = Number(option("context", "8192"));
const modelName = path.basename(modelPath, ".gguf");
const engine = option("engine", ".");
const dist = path.join(engine, "node_modules/node-llama-cpp/dist");
const { getLlama, LlamaChat, LlamaLogLevel, LlamaText } = await import(pathToFileURL(path.join(dist, "index.js")).href);
// The schema → GBNF converter itself (node-llama-cpp 3.22.1, pinned): its public
// createGrammarForJsonSchema indents JSON across lines, which costs a slow CPU model
// many tokens per answer; single-line JSON says the same in fewer.
const { getGbnfGrammarForGbnfJsonSchema } = await import(
  pathToFileURL(path.join(dist, "utils/gbnfJson/getGbnfGrammarForGbnfJsonSchema.js")).href
);

const llama = await getLlama({
  gpu: false,
  build: "never",
  skipDownload: true,
  maxThreads: threads,
  logLevel: LlamaLogLevel.error,
});
const model = await llama.loadModel({ modelPath });
const context = await model.createContext({ contextSize, threads, sequences: 1 });
const chat = new LlamaChat({ contextSequence: context.getSequence() });

// node-llama-cpp reads `oneOf`; OpenAI's structured outputs (and nsvif) write `anyOf`.
// For alternatives that a `const` tells apart the two mean the same.
function withOneOf(schema) {
  if (Array.isArray(schema)) return schema.map(withOneOf);
  if (schema === null || typeof schema !== "object") return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) out[key === "anyOf" ? "oneOf" : key] = withOneOf(value);
  return out;
}

// Grammars take a while to build for a large schema: keep them by schema text.
const grammars = new Map();
async function grammarFor(responseFormat) {
  if (!responseFormat || responseFormat.type === "text") return undefined;
  let schema;
  if (responseFormat.type === "json_object") schema = { type: "object", additionalProperties: true };
  else if (responseFormat.type === "json_schema") schema = withOneOf(responseFormat.json_schema?.schema);
  if (!schema) throw new BadRequest(`unsupported response_format ${JSON.stringify(responseFormat)}`);
  const key = JSON.stringify(schema);
  if (!grammars.has(key)) {
    try {
      const grammar = getGbnfGrammarForGbnfJsonSchema(schema, { allowNewLines: false });
      grammars.set(key, await llama.createGrammar({
        grammar,
        stopGenerationTriggers: [LlamaText(["\n".repeat(4)])],
        trimWhitespaceSuffix: true,
      }));
    } catch (e) {
      throw new BadRequest(`response_format schema not supported: ${e.message}`);
    }
  }
  return grammars.get(key);
}

class BadRequest extends Error {}

function toHistory(messages) {
  if (!Array.isArray(messages) || messages.length === 0) throw new BadRequest("messages must be a non-empty array");
  const history = [];
  for (const m of messages) {
    const text = typeof m.content === "string" ? m.content
      : Array.isArray(m.content) ? m.content.map((p) => p.text ?? "").join("") : null;
    if (text === null) throw new BadRequest("each message needs a content");
    if (m.role === "system" || m.role === "developer") history.push({ type: "system", text });
    else if (m.role === "user") history.push({ type: "user", text });
    else if (m.role === "assistant") history.push({ type: "model", response: [text] });
    else throw new BadRequest(`unknown role ${m.role}`);
  }
  // The model's answer goes in an empty model turn at the end.
  history.push({ type: "model", response: [] });
  return history;
}

function promptTokens(history) {
  const { contextText } = chat.chatWrapper.generateContextState({ chatHistory: history });
  return contextText.tokenize(model.tokenizer).length;
}

async function complete(body, signal) {
  if (signal.aborted) throw new Error("the client went away");
  const history = toHistory(body.messages);
  const grammar = await grammarFor(body.response_format);
  const before = chat.sequence.tokenMeter.getState();
  const started = Date.now();
  const result = await chat.generateResponse(history, {
    grammar,
    maxTokens: body.max_completion_tokens ?? body.max_tokens ?? undefined,
    temperature: body.temperature ?? 0,
    seed: body.seed ?? undefined,
    // A client that timed out is gone: stop generating for it.
    signal,
    stopOnAbortSignal: true,
  });
  const used = chat.sequence.tokenMeter.diff(before);
  const prompt = promptTokens(history);
  const stop = result.metadata.stopReason;
  console.error(`local-model-server: ${prompt} prompt tokens (${prompt - used.usedInputTokens} cached), ` +
    `${used.usedOutputTokens} output, ${((Date.now() - started) / 1000).toFixed(1)} s, stop ${stop}`);
  return {
    id: `chatcmpl-${started}`,
    object: "chat.completion",
    created: Math.floor(started / 1000),
    model: modelName,
    choices: [{
      index: 0,
      message: { role: "assistant", content: result.response },
      finish_reason: stop === "maxTokens" ? "length" : "stop",
    }],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: used.usedOutputTokens,
      total_tokens: prompt + used.usedOutputTokens,
      prompt_tokens_details: { cached_tokens: Math.max(0, prompt - used.usedInputTokens) },
    },
  };
}

// One request at a time, in arrival order.
let queue = Promise.resolve();
function serially(job) {
  const run = queue.then(job, job);
  queue = run.catch(() => {});
  return run;
}

function send(res, status, value) {
  const text = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === "/v1/models") {
    return send(res, 200, { object: "list", data: [{ id: modelName, object: "model", owned_by: "local" }] });
  }
  if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
    return send(res, 404, { error: { message: `no route ${req.method} ${req.url}`, type: "not_found" } });
  }
  let raw = "";
  const gone = new AbortController();
  res.on("close", () => { if (!res.writableFinished) gone.abort(); });
  req.setEncoding("utf8");
  req.on("data", (chunk) => { raw += chunk; });
  req.on("end", async () => {
    let body;
    try {
      body = JSON.parse(raw);
    } catch (e) {
      return send(res, 400, { error: { message: `invalid JSON body: ${e.message}`, type: "invalid_request_error" } });
    }
    try {
      send(res, 200, await serially(() => complete(body, gone.signal)));
    } catch (e) {
      const status = e instanceof BadRequest ? 400 : 500;
      send(res, status, { error: { message: String(e.message ?? e), type: status === 400 ? "invalid_request_error" : "server_error" } });
    }
  });
});
server.listen(port, "127.0.0.1", () => {
  console.error(`local-model-server: ${modelName} on http://127.0.0.1:${port}/v1 (${threads} thread(s), context ${contextSize})`);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    server.close();
    await context.dispose();
    await model.dispose();
    process.exit(0);
  });
}
