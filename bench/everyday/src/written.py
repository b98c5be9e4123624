"""Instructions written or adapted by hand, each with its source, and the rows of
issue 27's table. An output is (text, [quotes of the checks it breaks]).
"""

ACP = ("f/awesome-chatgpt-prompts prompts.csv (commit 0002c43ac93fde44221b811920aaad0ad033be47, "
       "CC0-1.0) act={act}; adapted")


def c(quote, what, **kw):
    return dict(kw, what=what, quote=quote)


TWEET_OK = ("Our planet is warming faster than ever. Cutting emissions now means cleaner air, "
            "safer cities and a livable future for our kids. Every choice counts. "
            "#ClimateAction #ClimateChange")
TWEET_LONG = ("Our planet is warming faster than ever, and the science is clear: burning coal, "
              "oil and gas traps heat. Cutting emissions now means cleaner air, fewer deadly "
              "heat waves, safer coastal cities and a livable future for all of our kids. Every "
              "choice counts. #ClimateAction #ClimateChange")
TWEET_1TAG = TWEET_OK.replace(" #ClimateChange", "")

TABLE27 = [
    {"instruction": "Keep it under 100 characters.",
     "checks": [c("Keep it under 100 characters.", "count", unit="character", rel="<", n=100)],
     "outputs": [("Water boils at 100 degrees Celsius at sea level.", []),
                 ("Water boils at 100 degrees Celsius at sea level, and at lower temperature "
                  "on the high mountain tops.", ["Keep it under 100 characters."])],
     "source": "issue 27 table, row 1"},
    {"instruction": "Answer in under 50 words and end with a question.",
     "checks": [c("Answer in under 50 words", "count", unit="word", rel="<", n=50),
                c("end with a question", "ends_with", text="?")],
     "outputs": [("Start with ten minutes a day and one small goal. Would you like a simple "
                  "plan for the first week?", []),
                 ("Start with ten minutes a day and one small goal. Pick a fixed time, such as "
                  "right after breakfast, and keep a short log so you can see your progress "
                  "over the weeks. Reward yourself when you keep the streak going for a full "
                  "week. Would you like a simple plan?", ["Answer in under 50 words"]),
                 ("Start with ten minutes a day and one small goal. I can send you a simple "
                  "plan for the first week.", ["end with a question"])],
     "source": "issue 27 table, row 2"},
    {"instruction": "Use exactly three bullet points. Each bullet must be under 10 words.",
     "checks": [c("Use exactly three bullet points.", "count", unit="bullet", rel="==", n=3),
                c("Each bullet must be under 10 words.", "count", unit="word", rel="<", n=10,
                  **{"in": {"unit": "bullet", "which": "each"}})],
     "outputs": [("- Drink water before every meal\n- Walk after lunch\n- Sleep eight hours",
                  []),
                 ("- Drink water before every meal\n- Walk after lunch\n- Sleep eight hours\n"
                  "- Eat more vegetables", ["Use exactly three bullet points."]),
                 ("- Drink water before every meal\n- Walk after lunch\n- Sleep eight hours "
                  "every single night without any screens around", [
                      "Each bullet must be under 10 words."])],
     "source": "issue 27 table, row 3"},
    {"instruction": "Write a limerick. Make every line end with an exclamation mark.",
     "checks": [c("Write a limerick.", "count", unit="line", rel="==", n=5),
                c("Write a limerick.", "semantic"),
                c("Make every line end with an exclamation mark.", "ends_with", text="!",
                  **{"in": {"unit": "line", "which": "each"}})],
     "outputs": [("A baker who lived in Dundee!\nBaked bread that was light as could be!\n"
                  "He rose before dawn!\nWith a yawn and a yawn!\nThen sold every loaf before "
                  "three!", []),
                 ("A baker who lived in Dundee!\nBaked bread that was light as could be!\n"
                  "He rose before dawn!\nWith a yawn and a yawn!\nThen sold every loaf before "
                  "three.", ["Make every line end with an exclamation mark."])],
     "source": "issue 27 table, row 4"},
    {"instruction": "List five fruits, one per line, in alphabetical order.",
     "checks": [c("List five fruits", "count", unit="line", rel="==", n=5),
                c("one per line", "one_per_line"),
                c("in alphabetical order", "order", unit="line", by="alpha")],
     "outputs": [("Apple\nBanana\nCherry\nMango\nPear", []),
                 ("Apple\nBanana\nCherry\nMango\nPear\nPlum", ["List five fruits"]),
                 ("Apple\nCherry\nBanana\nMango\nPear", ["in alphabetical order"])],
     "source": "issue 27 table, row 5"},
    {"instruction": "Your response must contain a table with two columns.",
     "checks": [c("Your response must contain a table with two columns.", "count",
                  unit="table_column", rel="==", n=2)],
     "outputs": [("| City | Country |\n|---|---|\n| Lima | Peru |\n| Oslo | Norway |", []),
                 ("| City | Country | Population |\n|---|---|---|\n| Lima | Peru | 10 million |"
                  "\n| Oslo | Norway | 0.7 million |",
                  ["Your response must contain a table with two columns."])],
     "source": "issue 27 table, row 6"},
    {"instruction": "Use at least two emojis.",
     "checks": [c("Use at least two emojis.", "count", unit="emoji", rel=">=", n=2)],
     "outputs": [("Have a wonderful weekend 🌞 and enjoy the beach 🏖", []),
                 ("Have a wonderful weekend 🌞 and enjoy the beach!",
                  ["Use at least two emojis."])],
     "source": "issue 27 table, row 7"},
    {"instruction": "Start your reply with 'Dear customer' and sign off with 'Best regards'.",
     "checks": [c("Start your reply with 'Dear customer'", "starts_with", text="Dear customer"),
                c("sign off with 'Best regards'", "sign_off", text="Best regards")],
     "outputs": [("Dear customer,\n\nThank you for your message. Your refund was issued today "
                  "and should reach your account within five days.\n\nBest regards,\nAna", []),
                 ("Dear customer,\n\nThank you for your message. Your refund was issued today "
                  "and should reach your account within five days.\n\nKind regards,\nAna",
                  ["sign off with 'Best regards'"]),
                 ("Hello,\n\nThank you for your message. Your refund was issued today "
                  "and should reach your account within five days.\n\nBest regards,\nAna",
                  ["Start your reply with 'Dear customer'"])],
     "source": "issue 27 table, row 8"},
    {"instruction": "Write 3 paragraphs separated by blank lines; the second must start with "
                    "'However'.",
     "checks": [c("Write 3 paragraphs separated by blank lines", "count", unit="paragraph",
                  rel="==", n=3),
                c("the second must start with 'However'", "starts_with", text="However",
                  **{"in": {"unit": "paragraph", "which": 2}})],
     "outputs": [("Electric cars are quiet and cheap to run.\n\nHowever, batteries are still "
                  "expensive to make.\n\nPrices are falling every year.", []),
                 ("Electric cars are quiet and cheap to run.\n\nHowever, batteries are still "
                  "expensive to make.\nPrices are falling every year.",
                  ["Write 3 paragraphs separated by blank lines"]),
                 ("Electric cars are quiet and cheap to run.\n\nBut batteries are still "
                  "expensive to make.\n\nPrices are falling every year.",
                  ["the second must start with 'However'"])],
     "source": "issue 27 table, row 9"},
    {"instruction": "Respond in JSON with keys name and age.",
     "checks": [c("Respond in JSON with keys name and age.", "json", keys=["name", "age"],
                  exact=True)],
     "outputs": [('{"name": "Ana", "age": 34}', []),
                 ('{"name": "Ana"}', ["Respond in JSON with keys name and age."])],
     "source": "issue 27 table, row 10"},
    {"instruction": "Summarize the article in one sentence.",
     "checks": [c("Summarize the article in one sentence.", "count", unit="sentence", rel="==",
                  n=1)],
     "outputs": [("The article argues that four-day weeks raise productivity without hurting "
                  "revenue.", []),
                 ("The article argues that four-day weeks raise productivity. Revenue did not "
                  "suffer.", ["Summarize the article in one sentence."])],
     "source": "issue 27 table, row 11"},
    {"instruction": "Write a short poem in all lowercase letters with exactly 4 lines.",
     "checks": [c("in all lowercase letters", "case", value="lower"),
                c("with exactly 4 lines", "count", unit="line", rel="==", n=4)],
     "outputs": [("the kettle sings\nthe window steams\nthe cat is curled\ninside her dreams",
                  []),
                 ("the kettle sings\nthe window steams\nthe cat is curled\ninside her dreams\n"
                  "and so do i", ["with exactly 4 lines"]),
                 ("the kettle sings\nthe window steams\nthe cat is curled\ninside her Dreams",
                  ["in all lowercase letters"])],
     "source": "issue 27 table, row 12"},
    {"instruction": "Give me exactly 3 bullet points, each starting with a verb.",
     "checks": [c("Give me exactly 3 bullet points", "count", unit="bullet", rel="==", n=3),
                c("each starting with a verb", "semantic")],
     "outputs": [("- Drink more water\n- Walk every day\n- Sleep before midnight", []),
                 ("- Drink more water\n- Walk every day\n- Sleep before midnight\n"
                  "- Stretch in the morning", ["Give me exactly 3 bullet points"])],
     "source": "issue 27 table, row 13"},
    {"instruction": "Answer with a JSON object with exactly two keys and no markdown code "
                    "fences.",
     "checks": [c("Answer with a JSON object with exactly two keys", "json"),
                c("Answer with a JSON object with exactly two keys", "count", unit="json_key",
                  rel="==", n=2),
                c("no markdown code fences", "contains", text="```", rel="==", n=0)],
     "outputs": [('{"city": "Lima", "country": "Peru"}', []),
                 ('{"city": "Lima", "country": "Peru", "continent": "South America"}',
                  ["Answer with a JSON object with exactly two keys"]),
                 ('```json\n{"city": "Lima", "country": "Peru"}\n```',
                  ["no markdown code fences"])],
     "source": "issue 27 table, row 14"},
    {"instruction": "Each line must start with the letter R. Do not exceed 20 words.",
     "checks": [c("Each line must start with the letter R.", "starts_with", text="R",
                  **{"in": {"unit": "line", "which": "each"}}),
                c("Do not exceed 20 words.", "count", unit="word", rel="<=", n=20)],
     "outputs": [("Rain on the roof\nRivers running high\nRoads shining in the dark\n"
                  "Rest comes slowly", []),
                 ("Rain on the roof\nRivers running high\nThe roads shine in the dark\n"
                  "Rest comes slowly", ["Each line must start with the letter R."]),
                 ("Rain on the roof tonight\nRivers running high and fast\nRoads shining in "
                  "the dark\nRest comes slowly to us all", ["Do not exceed 20 words."])],
     "source": "issue 27 table, row 15"},
    {"instruction": "Write a tweet (max 280 characters) about climate change with two hashtags.",
     "checks": [c("(max 280 characters)", "count", unit="character", rel="<=", n=280),
                c("with two hashtags", "count", unit="hashtag", rel="==", n=2)],
     "outputs": [(TWEET_OK, []),
                 (TWEET_LONG, ["(max 280 characters)"]),
                 (TWEET_1TAG, ["with two hashtags"])],
     "source": "issue 27, the tweet case"},
]

WRITTEN = [
    {"instruction": "I want you to act as a linux terminal. I will type commands and you will "
                    "reply with what the terminal should show. Only reply with the terminal "
                    "output inside one unique code block, and nothing else. Do not write "
                    "explanations. My first command is pwd",
     "checks": [c("inside one unique code block", "count", unit="code_block", rel="==", n=1),
                c("and nothing else", "starts_with", text="```"),
                c("and nothing else", "ends_with", text="```")],
     "outputs": [("```\n/home/user\n```", []),
                 ("```\n/home/user\n```\nThis is your current working directory.",
                  ["and nothing else"]),
                 ("/home/user", ["inside one unique code block", "and nothing else"])],
     "source": ACP.format(act="Linux Terminal")},
    {"instruction": "I want you to act like a mathematician. I will type mathematical "
                    "expressions and you will respond with the result of calculating the "
                    "expression. Answer only with the final amount and nothing else. My first "
                    "expression is: 4+5",
     "checks": [c("Answer only with the final amount and nothing else.", "count", unit="word",
                  rel="==", n=1)],
     "outputs": [("9", []),
                 ("The result is 9", ["Answer only with the final amount and nothing else."])],
     "source": ACP.format(act="Mathematician")},
    {"instruction": "I want you to translate the sentences I write into emojis. I don't want "
                    "you to reply with anything but emoji. My first sentence is \"I love "
                    "pizza and the beach.\"",
     "checks": [c("I don't want you to reply with anything but emoji.", "count", unit="letter",
                  rel="==", n=0),
                c("I don't want you to reply with anything but emoji.", "count", unit="emoji",
                  rel=">=", n=1)],
     "outputs": [("❤️🍕🏖", []),
                 ("❤️🍕🏖 (love, pizza, beach)",
                  ["I don't want you to reply with anything but emoji."])],
     "source": ACP.format(act="Emoji Translator")},
    {"instruction": "I want you to act as a spoken English teacher. Keep your reply neat, "
                    "limiting the reply to 60 words. I want you to ask me a question in your "
                    "reply. My first sentence is: \"Yesterday I go to the cinema with my "
                    "friends.\"",
     "checks": [c("limiting the reply to 60 words", "count", unit="word", rel="<=", n=60),
                c("ask me a question in your reply", "contains", text="?")],
     "outputs": [("Small fix: say \"Yesterday I went to the cinema with my friends.\" We use "
                  "the past tense for finished actions. What film did you see?", []),
                 ("Small fix: say \"Yesterday I went to the cinema with my friends.\" We use "
                  "the past tense for finished actions. Tell me about the film you saw.",
                  ["ask me a question in your reply"]),
                 ("Small fix: say \"Yesterday I went to the cinema with my friends.\" We use "
                  "the past tense for finished actions, because the trip to the cinema "
                  "happened yesterday and is over now. The same goes for went, saw, ate, "
                  "drank and laughed. Try to notice these past verbs when you tell stories about "
                  "your last weekend. What film did you see?", ["limiting the reply to 60 words"])],
     "source": ACP.format(act="Spoken English Teacher and Improver") + " (100 words made 60)"},
    {"instruction": "I want you to act as a text based adventure game. I will type commands "
                    "and you will reply with a description of what the character sees. Only "
                    "reply with the game output inside one unique code block, and nothing "
                    "else. My first command is wake up",
     "checks": [c("inside one unique code block", "count", unit="code_block", rel="==", n=1),
                c("and nothing else", "starts_with", text="```"),
                c("and nothing else", "ends_with", text="```")],
     "outputs": [("```\nYou wake on a cold stone floor. A torch flickers by a wooden door.\n```",
                  []),
                 ("```\nYou wake on a cold stone floor.\n```\n```\nA torch flickers by a "
                  "wooden door.\n```", ["inside one unique code block"])],
     "source": ACP.format(act="Text Based Adventure Game")},
    {"instruction": "Act as a fancy title generator. I will type keywords and you will reply "
                    "with fancy titles. Give exactly five titles, one per line, and nothing "
                    "else. My keywords are api, test, automation",
     "checks": [c("Give exactly five titles", "count", unit="line", rel="==", n=5),
                c("one per line", "one_per_line")],
     "outputs": [("The Silent Guardians of the API\nTests That Never Sleep\nAutomation at "
                  "Dawn\nThe Endpoint Chronicles\nMachines That Check Themselves", []),
                 ("The Silent Guardians of the API\nTests That Never Sleep\nAutomation at "
                  "Dawn\nThe Endpoint Chronicles", ["Give exactly five titles"])],
     "source": ACP.format(act="Fancy Title Generator") + "; count and layout added"},
    {"instruction": "You are a chat assistant inside a messaging app. Do NOT introduce "
                    "yourself. Do NOT write long paragraphs. Keep answers under 5 sentences. "
                    "Do not use bullet points.\n\nUser: how do I stop my bike chain from "
                    "squeaking?",
     "checks": [c("Keep answers under 5 sentences.", "count", unit="sentence", rel="<", n=5),
                c("Do not use bullet points.", "count", unit="bullet", rel="==", n=0)],
     "outputs": [("Clean the chain with a rag and some degreaser. Let it dry. Add one drop of "
                  "chain oil to each link and wipe off the extra.", []),
                 ("Clean the chain with a rag and some degreaser. Let it dry. Add one drop of "
                  "chain oil to each link. Spin the pedals backwards a few times. Wipe off "
                  "the extra oil.", ["Keep answers under 5 sentences."]),
                 ("- Clean the chain with degreaser\n- Let it dry\n- Oil each link",
                  ["Do not use bullet points."])],
     "source": "phrasing modelled on shubh24raut/llm-ai-chatbot-assistant app/lib/prompts.js "
               "(commit e204ff9f3e718c46842ab07db7d0d660ed4c3173); written for nsvif"},
    {"instruction": "When you answer, follow these rules:\n1. Use simple, plain language.\n"
                    "2. Keep paragraphs short (2–3 sentences).\n3. Finish with a friendly "
                    "question.\n\nWhat is a credit score?",
     "checks": [c("Use simple, plain language.", "semantic"),
                c("Keep paragraphs short (2–3 sentences).", "count", unit="sentence",
                  rel="between", n=2, m=3, **{"in": {"unit": "paragraph", "which": "each"}}),
                c("Finish with a friendly question.", "ends_with", text="?")],
     "outputs": [("A credit score is a number that shows how reliably you pay back money. "
                  "Banks use it to decide whether to lend to you.\n\nPaying bills on time "
                  "raises it. Do you want tips to improve yours?", []),
                 ("A credit score is a number that shows how reliably you pay back money. "
                  "Banks use it to decide whether to lend to you. Landlords sometimes check "
                  "it too. So do some phone companies.\n\nPaying bills on time raises it. Do "
                  "you want tips to improve yours?",
                  ["Keep paragraphs short (2–3 sentences)."]),
                 ("A credit score is a number that shows how reliably you pay back money. "
                  "Banks use it to decide whether to lend to you.\n\nPaying bills on time "
                  "raises it. I can share tips to improve yours.",
                  ["Finish with a friendly question."])],
     "source": "phrasing modelled on JLDynamics/AI_sidebar sidebarai_prompts/"
               "prompt_instruction.md (commit 4c9e7dcba5cacef5eff40bb8630b2c58e863b5c1); "
               "written for nsvif"},
    {"instruction": "Writing style: avoid emojis. Never use bold or italics. Never use em "
                    "dashes. Use simple sentences.\n\nExplain what a VPN does.",
     "checks": [c("avoid emojis", "count", unit="emoji", rel="==", n=0),
                c("Never use bold or italics.", "contains", text="*", rel="==", n=0),
                c("Never use bold or italics.", "contains", text="_", rel="==", n=0),
                c("Never use em dashes.", "contains", text="—", rel="==", n=0),
                c("Use simple sentences.", "semantic")],
     "outputs": [("A VPN sends your internet traffic through an encrypted tunnel to another "
                  "server. Websites see that server instead of your home address. People on "
                  "the same wifi cannot read your traffic.", []),
                 ("A VPN sends your internet traffic through an encrypted tunnel to another "
                  "server. Websites see that server instead of your home address 🔒",
                  ["avoid emojis"]),
                 ("A VPN sends your internet traffic through an **encrypted tunnel** to "
                  "another server. Websites see that server instead of your home address.",
                  ["Never use bold or italics."]),
                 ("A VPN sends your internet traffic through an encrypted tunnel — to another "
                  "server. Websites see that server instead of your home address.",
                  ["Never use em dashes."])],
     "source": "phrasing modelled on jncraton/skills AGENTS.md (commit "
               "bff145adaba045fc8414051d18ab9e44e54a80f2); written for nsvif"},
    {"instruction": "RESPOND EXCLUSIVELY WITH VALID JSON. Your entire response must be a "
                    "single JSON object with the keys \"make\", \"model\" and \"year\". Do not "
                    "wrap the JSON in Markdown code fences.\n\nUser: I drive a 2019 Toyota "
                    "Corolla.",
     "checks": [c("Your entire response must be a single JSON object with the keys \"make\", "
                  "\"model\" and \"year\".", "json", keys=["make", "model", "year"],
                  exact=True),
                c("Do not wrap the JSON in Markdown code fences.", "contains", text="```",
                  rel="==", n=0)],
     "outputs": [('{"make": "Toyota", "model": "Corolla", "year": 2019}', []),
                 ('```json\n{"make": "Toyota", "model": "Corolla", "year": 2019}\n```',
                  ["Do not wrap the JSON in Markdown code fences."]),
                 ('{"make": "Toyota", "model": "Corolla"}',
                  ["Your entire response must be a single JSON object with the keys "
                   "\"make\", \"model\" and \"year\"."]),
                 ('Here it is: {"make": "Toyota", "model": "Corolla", "year": 2019}',
                  ["Your entire response must be a single JSON object with the keys "
                   "\"make\", \"model\" and \"year\"."])],
     "source": "phrasing modelled on lucapalomba/carGPT apps/server/prompt-templates/"
               "json-guard.md (commit 2d6177aa99e2e158f66aa8c69220f7c5cd7d4dea); written for "
               "nsvif"},
    {"instruction": "You are an AI component that outputs only a JSON object. Never wrap your "
                    "response in code fences or backticks. Never add fields. Output the fields "
                    "front and back.\n\nMake a flashcard for the Spanish word \"gato\".",
     "checks": [c("Output the fields front and back.", "json", keys=["front", "back"],
                  exact=True),
                c("Never add fields.", "count", unit="json_key", rel="<=", n=2),
                c("Never wrap your response in code fences or backticks.", "contains", text="`",
                  rel="==", n=0)],
     "outputs": [('{"front": "gato", "back": "cat"}', []),
                 ('{"front": "gato", "back": "cat", "example": "El gato duerme."}',
                  ["Output the fields front and back.", "Never add fields."]),
                 ('`{"front": "gato", "back": "cat"}`',
                  ["Output the fields front and back.",
                   "Never wrap your response in code fences or backticks."])],
     "source": "phrasing modelled on Webnew-b/anki-with-ai prompts/deepseek-v3/system.md "
               "(commit 6bd3ca43f13aac8fc2213f5310269dc54cb652c8); written for nsvif"},
    {"instruction": "Summarize the following in exactly 3 bullets. Each: one sentence, <20 "
                    "words.\n\nDocument: Our store will close for renovation from March 1 to "
                    "March 14. Online orders continue as usual, but pickups are paused. Gift "
                    "cards remain valid and loyalty points will be doubled in April to thank "
                    "customers for their patience.",
     "checks": [c("Summarize the following in exactly 3 bullets.", "count", unit="bullet",
                  rel="==", n=3),
                c("Each: one sentence", "count", unit="sentence", rel="==", n=1,
                  **{"in": {"unit": "bullet", "which": "each"}}),
                c("<20 words", "count", unit="word", rel="<", n=20,
                  **{"in": {"unit": "bullet", "which": "each"}})],
     "outputs": [("• The store closes for renovation from March 1 to March 14.\n• Online orders "
                  "continue but pickups are paused.\n• Gift cards stay valid and loyalty points "
                  "double in April.", []),
                 ("• The store closes for renovation from March 1 to March 14.\n• Online orders "
                  "continue. Pickups are paused.\n• Gift cards stay valid and loyalty points "
                  "double in April.", ["Each: one sentence"]),
                 ("• The store closes for renovation from March 1 to March 14.\n• Online orders "
                  "continue but pickups are paused.\n• Gift cards stay valid and loyalty points "
                  "will be doubled in April to thank all our customers for their patience.",
                  ["<20 words"])],
     "source": "phrasing modelled on "
               "https://www.aigotchyou.eu/en/course/ai-engineering/learn/prompt-engineering/ "
               "(the 'Specific' prompt); document written for nsvif"},
    {"instruction": "Summarize this article in 3 bullet points for a business audience, "
                    "using a neutral tone, and keep each bullet under 20 words.\n\nArticle: "
                    "Remote work has settled at about a quarter of paid days in the US. Firms "
                    "report lower office costs but harder onboarding for junior staff. Many "
                    "now require two or three office days a week.",
     "checks": [c("Summarize this article in 3 bullet points", "count", unit="bullet",
                  rel="==", n=3),
                c("using a neutral tone", "semantic"),
                c("keep each bullet under 20 words", "count", unit="word", rel="<", n=20,
                  **{"in": {"unit": "bullet", "which": "each"}})],
     "outputs": [("- Remote work now accounts for about a quarter of paid days in the US.\n"
                  "- Firms save on offices but find onboarding juniors harder.\n- Many require "
                  "two or three office days weekly.", []),
                 ("- Remote work now accounts for about a quarter of paid days in the US.\n"
                  "- Firms save on offices but find onboarding juniors harder.", [
                      "Summarize this article in 3 bullet points"]),
                 ("- Remote work now accounts for about a quarter of all paid working days "
                  "across the whole United States economy today.\n- Firms save on offices but find "
                  "onboarding juniors harder.\n- Many require two or three office days weekly.",
                  ["keep each bullet under 20 words"])],
     "source": "phrasing modelled on "
               "https://ustrends.net/posts/what-does-prompt-engineering-entail-524201.html "
               "(the 'stronger prompt' example); article written for nsvif"},
    {"instruction": "Summarize this article in 2-3 sentences. Write in present tense.\n\n"
                    "Article: The city council approved a plan to plant 10,000 trees over five "
                    "years. The trees will line major roads and school grounds. Residents can "
                    "request a tree for their street online.",
     "checks": [c("Summarize this article in 2-3 sentences.", "count", unit="sentence",
                  rel="between", n=2, m=3),
                c("Write in present tense.", "semantic")],
     "outputs": [("The council plans to plant 10,000 trees in five years. They line major "
                  "roads and school grounds.", []),
                 ("The council plans to plant 10,000 trees in five years along major roads "
                  "and school grounds.", ["Summarize this article in 2-3 sentences."]),
                 ("The council plans to plant 10,000 trees in five years. They line major "
                  "roads. They also shade school grounds. Residents request trees online.",
                  ["Summarize this article in 2-3 sentences."])],
     "source": "phrasing modelled on https://cldkit.com/api/components/prompt-engineering/"
               "download ('Be Specific' example); article written for nsvif"},
    {"instruction": "Given the following customer email, extract sentiment, category and "
                    "priority. Respond in JSON format only.\n\nEmail: My router has been "
                    "offline for two days and I work from home. Please fix this today.",
     "checks": [c("extract sentiment, category and priority", "json",
                  keys=["sentiment", "category", "priority"]),
                c("Respond in JSON format only.", "json")],
     "outputs": [('{"sentiment": "negative", "category": "technical", "priority": "high"}',
                  []),
                 ('Sentiment: negative\nCategory: technical\nPriority: high',
                  ["extract sentiment, category and priority", "Respond in JSON format only."]),
                 ('{"sentiment": "negative", "category": "technical"}',
                  ["extract sentiment, category and priority"])],
     "source": "phrasing modelled on https://cldkit.com/api/components/prompt-engineering/"
               "download ('Provide Structure' example); email written for nsvif"},
    {"instruction": "Write a friendly 3-sentence introduction to caring for a new puppy, "
                    "aimed at first-time owners, focusing on feeding, vet visits, and "
                    "training.",
     "checks": [c("3-sentence", "count", unit="sentence", rel="==", n=3),
                c("friendly", "semantic")],
     "outputs": [("Feed your puppy small meals three times a day. Book a vet visit in the "
                  "first week for vaccines. Start gentle training with treats and short "
                  "sessions.", []),
                 ("Feed your puppy small meals three times a day. Book a vet visit in the "
                  "first week for vaccines. Start gentle training with treats and short "
                  "sessions. Enjoy every minute.", ["3-sentence"])],
     "source": "phrasing modelled on "
               "https://www.textorch.com/chapters/chapter-27-prompt-engineering-fundamentals "
               "(the 'clear, specific prompt' example)"},
    {"instruction": "Channel: SMS. Keep messages under 160 characters. Never include a link. "
                    "If the user sends STOP, acknowledge it.\n\nUser: STOP",
     "checks": [c("Keep messages under 160 characters.", "count", unit="character", rel="<",
                  n=160),
                c("Never include a link.", "contains", text="http", rel="==", n=0)],
     "outputs": [("You are unsubscribed and will get no more messages from us. Reply START to "
                  "join again.", []),
                 ("You are unsubscribed and will get no more messages from us. Reply START to "
                  "join again or visit https://example.com/prefs to change settings.",
                  ["Never include a link."]),
                 ("You are unsubscribed and will get no more messages from us. If this was a "
                  "mistake, just reply START at any time and we will gladly add you back to "
                  "our mailing list.",
                  ["Keep messages under 160 characters."])],
     "source": "phrasing modelled on an SMS channel policy prompt found by code search "
               "(repository not named in the result); written for nsvif"},
    {"instruction": "Limit emoji usage to 1-2 per message. Place emojis at the end of "
                    "statements.\n\nTell the user their database queries are now twice as "
                    "fast.",
     "checks": [c("Limit emoji usage to 1-2 per message.", "count", unit="emoji",
                  rel="between", n=1, m=2),
                c("Place emojis at the end of statements.", "semantic")],
     "outputs": [("Your database queries now run twice as fast 🚀", []),
                 ("Your database queries now run twice as fast 🚀🔥✨",
                  ["Limit emoji usage to 1-2 per message."]),
                 ("Your database queries now run twice as fast.",
                  ["Limit emoji usage to 1-2 per message."])],
     "source": "phrasing modelled on an emoji-guidelines rule file found by code search "
               "(repository not named in the result); written for nsvif"},
]


def r(instruction, checks, sat, *violations, source="written for nsvif"):
    """A hand-written record: the satisfying output, then (output, quote, …) tuples."""
    outputs = [(sat, [])] + [(v[0], list(v[1:])) for v in violations]
    return {"instruction": instruction, "checks": checks, "outputs": outputs, "source": source}


EACH_BULLET = {"in": {"unit": "bullet", "which": "each"}}
EACH_SENTENCE = {"in": {"unit": "sentence", "which": "each"}}

EVERYDAY = [
    r("Give me a 3-word title for my cooking blog.",
      [c("3-word title", "count", unit="word", rel="==", n=3)],
      "Kitchen Table Stories",
      ("My Kitchen Table Stories", "3-word title")),
    r("What's the difference between weather and climate? Reply in two lines max.",
      [c("Reply in two lines max.", "count", unit="line", rel="<=", n=2)],
      "Weather is what the sky does today.\nClimate is the pattern over decades.",
      ("Weather is what the sky does today.\nClimate is the pattern over decades.\n"
       "Think of mood versus personality.", "Reply in two lines max.")),
    r("Explain what DNS does. ≤ 40 words.",
      [c("≤ 40 words.", "count", unit="word", rel="<=", n=40)],
      "DNS turns website names into the numeric addresses computers use. Your device asks a "
      "resolver, the resolver asks other servers, and the answer is cached so the next "
      "lookup is fast.",
      ("DNS turns website names into the numeric addresses computers use. Your device asks a "
       "resolver, the resolver asks the root servers, then other servers, and the answer is "
       "cached for a while so the next lookup on your laptop is very fast.", "≤ 40 words.")),
    r("Describe your ideal weekend in < 25 words.",
      [c("in < 25 words", "count", unit="word", rel="<", n=25)],
      "A slow breakfast, a long walk by the river, an afternoon with a novel and dinner "
      "with friends.",
      ("A slow breakfast, a long walk by the river, an afternoon with a good novel in the "
       "park and a late dinner with old friends.", "in < 25 words")),
    r("Tell me a fun fact about octopuses. Max. 20 words.",
      [c("Max. 20 words.", "count", unit="word", rel="<=", n=20)],
      "An octopus has three hearts and blue blood.",
      ("An octopus has three hearts, blue blood and nine brains, one in the middle and one "
       "in each of its arms.", "Max. 20 words.")),
    r("Write a tagline for a neighbourhood bakery. 50-character limit.",
      [c("50-character limit.", "count", unit="character", rel="<=", n=50)],
      "Fresh bread, baked before you wake.",
      ("Fresh bread and warm pastries, baked before you wake", "50-character limit.")),
    r("Name half a dozen European capitals, one per line.",
      [c("Name half a dozen European capitals", "count", unit="line", rel="==", n=6),
       c("one per line", "one_per_line")],
      "Berlin\nDublin\nLisbon\nMadrid\nParis\nRome",
      ("Berlin\nDublin\nLisbon\nMadrid\nParis\nRome\nVienna",
       "Name half a dozen European capitals")),
    r("Suggest a dozen baby names as a numbered list.",
      [c("Suggest a dozen baby names as a numbered list.", "count", unit="numbered", rel="==",
         n=12)],
      "1. Ada\n2. Ben\n3. Clara\n4. Dara\n5. Eli\n6. Freya\n7. Gus\n8. Hana\n9. Ivo\n"
      "10. June\n11. Kai\n12. Lena",
      ("1. Ada\n2. Ben\n3. Clara\n4. Dara\n5. Eli\n6. Freya\n7. Gus\n8. Hana\n9. Ivo\n"
       "10. June\n11. Kai", "Suggest a dozen baby names as a numbered list.")),
    r("Give me a pair of synonyms for 'happy', separated by a comma, and nothing else.",
      [c("Give me a pair of synonyms", "count", unit="word", rel="==", n=2),
       c("separated by a comma", "contains", text=",", rel="==", n=1)],
      "joyful, cheerful",
      ("joyful, cheerful, glad", "Give me a pair of synonyms", "separated by a comma"),
      ("joyful and cheerful", "Give me a pair of synonyms", "separated by a comma")),
    r("Write a haiku about autumn. Three lines, no title.",
      [c("Write a haiku about autumn.", "semantic"),
       c("Three lines, no title.", "count", unit="line", rel="==", n=3)],
      "red leaves on the path\nthe wind counts them one by one\nthen takes them away",
      ("Autumn\nred leaves on the path\nthe wind counts them one by one\nthen takes them away",
       "Three lines, no title.")),
    r("Write a one-paragraph bio for a freelance photographer. Third person, under 60 words.",
      [c("one-paragraph bio", "count", unit="paragraph", rel="==", n=1),
       c("Third person", "semantic"),
       c("under 60 words", "count", unit="word", rel="<", n=60)],
      "Lena Ortiz is a freelance photographer based in Valencia. She shoots weddings, "
      "markets and quiet streets at dawn, and her work has appeared in local magazines and "
      "two group shows. She teaches a monthly beginners class on natural light.",
      ("Lena Ortiz is a freelance photographer based in Valencia.\n\nShe shoots weddings, "
       "markets and quiet streets at dawn, and her work has appeared in local magazines and "
       "two group shows. She teaches a monthly beginners class on natural light.",
       "one-paragraph bio"),
      ("Lena Ortiz is a freelance photographer based in Valencia. She shoots weddings, "
       "markets and quiet streets at dawn, and her work has appeared in local magazines, "
       "national newspapers and two group shows. She teaches a monthly beginners class on "
       "natural light and editing for anyone who owns a camera, and she develops her own "
       "film at her home studio each week.", "under 60 words")),
    r("Give me two short paragraphs on why cats purr. The second one has to start with "
      "'Scientists'.",
      [c("Give me two short paragraphs", "count", unit="paragraph", rel="==", n=2),
       c("The second one has to start with 'Scientists'.", "starts_with", text="Scientists",
         **{"in": {"unit": "paragraph", "which": 2}})],
      "Cats purr when they are content, but also when they are hurt or scared.\n\n"
      "Scientists think the low vibration may help bones and tissue heal.",
      ("Cats purr when they are content, but also when they are hurt or scared.\n\n"
       "Researchers think the low vibration may help bones and tissue heal.",
       "The second one has to start with 'Scientists'."),
      ("Cats purr when they are content, but also when they are hurt or scared. "
       "Scientists think the low vibration may help bones and tissue heal.",
       "Give me two short paragraphs", "The second one has to start with 'Scientists'.")),
    r("Explain recursion. Start every sentence with a capital letter and end every sentence "
      "with a period.",
      [c("Start every sentence with a capital letter", "case", value="initial_upper",
         **EACH_SENTENCE),
       c("end every sentence with a period", "ends_with", text=".", **EACH_SENTENCE)],
      "Recursion is when a function calls itself. Each call works on a smaller piece of the "
      "problem. A base case stops the calls.",
      ("Recursion is when a function calls itself. each call works on a smaller piece of "
       "the problem. A base case stops the calls.", "Start every sentence with a capital letter"),
      ("Recursion is when a function calls itself. Each call works on a smaller piece of the "
       "problem! A base case stops the calls.", "end every sentence with a period")),
    r("Why do people procrastinate? Don't start your answer with the word 'I'.",
      [c("Don't start your answer with the word 'I'.", "starts_with", text="I ", negate=True)],
      "People often delay tasks that feel boring, vague or scary, because avoiding them "
      "brings quick relief.",
      ("I think people delay tasks that feel boring, vague or scary, because avoiding them "
       "brings quick relief.", "Don't start your answer with the word 'I'.")),
    r("Write a short note asking a neighbour to water my plants. No sentence may begin with "
      "'And' or 'But'.",
      [c("No sentence may begin with 'And' or 'But'.", "starts_with", text="And ",
         negate=True, **EACH_SENTENCE),
       c("No sentence may begin with 'And' or 'But'.", "starts_with", text="But ",
         negate=True, **EACH_SENTENCE)],
      "Hi Sam, I am away from Friday to Monday. Could you water my plants on Saturday? The "
      "key is under the blue pot. Thank you so much!",
      ("Hi Sam, I am away from Friday to Monday. Could you water my plants on Saturday? "
       "But only the ones by the window need it. Thank you so much!",
       "No sentence may begin with 'And' or 'But'.")),
    r("Write three bullet points about solar power. Capitalize the first word of each bullet "
      "and keep each under 8 words.",
      [c("Write three bullet points", "count", unit="bullet", rel="==", n=3),
       c("Capitalize the first word of each bullet", "case", value="initial_upper",
         **EACH_BULLET),
       c("keep each under 8 words", "count", unit="word", rel="<", n=8, **EACH_BULLET)],
      "- Panels turn sunlight into electricity\n- Running costs are very low\n- Batteries "
      "store power for the night",
      ("- Panels turn sunlight into electricity\n- running costs are very low\n- Batteries "
       "store power for the night", "Capitalize the first word of each bullet"),
      ("- Panels turn sunlight into electricity\n- Running costs are very low\n- Batteries "
       "store the extra power for the night", "keep each under 8 words")),
    r("List 4 questions to ask a landlord before renting, as bullet points. Every bullet must "
      "end with a question mark.",
      [c("List 4 questions", "count", unit="bullet", rel="==", n=4),
       c("Every bullet must end with a question mark.", "ends_with", text="?", **EACH_BULLET)],
      "- Which bills are included in the rent?\n- How long is the contract?\n- Can I have "
      "pets?\n- Who handles repairs?",
      ("- Which bills are included in the rent?\n- How long is the contract?\n- Can I have "
       "pets?\n- Tell me who handles repairs.", "Every bullet must end with a question mark."),
      ("- Which bills are included in the rent?\n- How long is the contract?\n- Can I have "
       "pets?", "List 4 questions")),
    r("Explain air pollution. Use a markdown heading for each of the three sections: Causes, "
      "Effects and Solutions.",
      [c("Use a markdown heading for each of the three sections", "count", unit="heading",
         rel="==", n=3)],
      "## Causes\nTraffic, factories and burning wood release fine particles.\n\n## Effects\n"
      "Dirty air harms lungs and hearts.\n\n## Solutions\nCleaner transport and heating "
      "help most.",
      ("## Causes\nTraffic, factories and burning wood release fine particles.\n\n## Effects\n"
       "Dirty air harms lungs and hearts.\n\n**Solutions**\nCleaner transport and heating "
       "help most.", "Use a markdown heading for each of the three sections")),
    r("What is photosynthesis? No headings, just plain text.",
      [c("No headings", "count", unit="heading", rel="==", n=0)],
      "Photosynthesis is how plants use sunlight, water and carbon dioxide to make sugar "
      "and release oxygen.",
      ("# Photosynthesis\nPlants use sunlight, water and carbon dioxide to make sugar and "
       "release oxygen.", "No headings")),
    r("Sort these from shortest to longest: elephant, cat, hippopotamus, giraffe. One per "
      "line.",
      [c("Sort these from shortest to longest", "order", unit="line", by="length"),
       c("One per line.", "one_per_line")],
      "cat\ngiraffe\nelephant\nhippopotamus",
      ("cat\nelephant\ngiraffe\nhippopotamus", "Sort these from shortest to longest"),
      ("cat\ngiraffe\nelephant, hippopotamus", "One per line.")),
    r("Write a post thanking our bike repair volunteers. Tag @CityBikes once and use no "
      "hashtags.",
      [c("Tag @CityBikes once", "count", unit="mention", rel="==", n=1),
       c("use no hashtags", "count", unit="hashtag", rel="==", n=0)],
      "Huge thanks to everyone who fixed bikes with @CityBikes on Saturday. Forty bikes are "
      "back on the road!",
      ("Huge thanks to everyone who fixed bikes with @CityBikes on Saturday. Forty bikes are "
       "back on the road! #BikeLove", "use no hashtags"),
      ("Huge thanks to everyone who fixed bikes with @CityBikes on Saturday. Forty bikes are "
       "back on the road, @CityBikes!", "Tag @CityBikes once")),
    r("What is 6 times 7? Put the final answer in bold.",
      [c("Put the final answer in bold.", "contains", text="**", rel=">=", n=2)],
      "6 × 7 = **42**",
      ("6 × 7 = 42", "Put the final answer in bold.")),
    r("Is the Pacific the largest ocean? Answer with one word, and nothing else.",
      [c("Answer with one word, and nothing else.", "count", unit="word", rel="==", n=1)],
      "Yes.",
      ("Yes, by far.", "Answer with one word, and nothing else.")),
    r("Summarize the benefits of cycling to work in 5 bullet points or fewer, each no longer "
      "than 12 words, and don't use the word 'very'.",
      [c("in 5 bullet points or fewer", "count", unit="bullet", rel="<=", n=5),
       c("each no longer than 12 words", "count", unit="word", rel="<=", n=12,
         **EACH_BULLET),
       c("don't use the word 'very'", "contains", text="very", word=True, rel="==", n=0)],
      "- Cheaper than driving or the bus\n- Exercise built into every day\n- No traffic "
      "jams\n- Good for the air in your city",
      ("- Cheaper than driving or the bus\n- Exercise built into every day\n- No traffic "
       "jams\n- Good for the air in your city\n- Easy parking\n- A calmer start to the day",
       "in 5 bullet points or fewer"),
      ("- Cheaper than driving or the bus\n- Exercise built into every day, even on the "
       "busiest weeks of the year\n- No traffic jams\n- Good for the air in your city",
       "each no longer than 12 words"),
      ("- Cheaper than driving or the bus\n- Exercise built into every day\n- No traffic "
       "jams\n- A very good way to clear your head", "don't use the word 'very'")),
    r("Write exactly 4 sentences about the moon landing. The third sentence must mention "
      "'gravity'.",
      [c("Write exactly 4 sentences", "count", unit="sentence", rel="==", n=4),
       c("The third sentence must mention 'gravity'.", "contains", text="gravity", word=True,
         **{"in": {"unit": "sentence", "which": 3}})],
      "Apollo 11 landed on the moon in July 1969. Neil Armstrong stepped out first. Low "
      "gravity made every step a bounce. The crew returned safely four days later.",
      ("Apollo 11 landed on the moon in July 1969. Low gravity made every step a bounce. "
       "Neil Armstrong stepped out first. The crew returned safely four days later.",
       "The third sentence must mention 'gravity'."),
      ("Apollo 11 landed on the moon in July 1969. Neil Armstrong stepped out first. Low "
       "gravity made every step a bounce. The crew returned safely four days later. Millions "
       "watched on television.", "Write exactly 4 sentences")),
    r("Describe a lighthouse at night. The first sentence should be no longer than 8 words.",
      [c("The first sentence should be no longer than 8 words.", "count", unit="word",
         rel="<=", n=8, **{"in": {"unit": "sentence", "which": "first"}})],
      "The lighthouse stands alone on the rocks. Its beam sweeps the black water every ten "
      "seconds.",
      ("The old lighthouse stands alone on the dark rocks. Its beam sweeps the black water "
       "every ten seconds.", "The first sentence should be no longer than 8 words.")),
    r("Write two paragraphs for a quiz night invitation. Every paragraph must end with a "
      "question.",
      [c("Every paragraph must end with a question.", "ends_with", text="?",
         **{"in": {"unit": "paragraph", "which": "each"}})],
      "Do you know the capital of Mongolia?\n\nJoin our quiz night on Friday at eight in the "
      "community hall. Will your team take the trophy?",
      ("Our quiz night is coming.\n\nJoin us on Friday at eight in the community hall. Will "
       "your team take the trophy?", "Every paragraph must end with a question.")),
    r("Write a short safety reminder for hikers. Make sure the last line is 'Stay safe!'",
      [c("Make sure the last line is 'Stay safe!'", "starts_with", text="Stay safe!",
         **{"in": {"unit": "line", "which": "last"}}),
       c("Make sure the last line is 'Stay safe!'", "ends_with", text="\nStay safe!")],
      "Tell someone your route before you go.\nCarry water and a charged phone.\nStay safe!",
      ("Tell someone your route before you go.\nCarry water and a charged phone.\nStay safe.",
       "Make sure the last line is 'Stay safe!'")),
    r("Write a 2-column table comparing tea and coffee with exactly 3 rows below the header.",
      [c("Write a 2-column table", "count", unit="table_column", rel="==", n=2),
       c("exactly 3 rows below the header", "count", unit="table_row", rel="==", n=3,
         header="excluded")],
      "| Tea | Coffee |\n|---|---|\n| Less caffeine | More caffeine |\n| Many blends | "
      "Many roasts |\n| Steeped | Brewed |",
      ("| Tea | Coffee |\n|---|---|\n| Less caffeine | More caffeine |\n| Many blends | "
       "Many roasts |\n| Steeped | Brewed |\n| Cheaper | Pricier |",
       "exactly 3 rows below the header"),
      ("| | Tea | Coffee |\n|---|---|---|\n| Caffeine | Less | More |\n| Variety | Blends | "
       "Roasts |\n| Method | Steeped | Brewed |", "Write a 2-column table")),
    r("List the planets closest to the sun, first four only, as a numbered list.",
      [c("first four only", "count", unit="numbered", rel="==", n=4)],
      "1. Mercury\n2. Venus\n3. Earth\n4. Mars",
      ("1. Mercury\n2. Venus\n3. Earth\n4. Mars\n5. Jupiter", "first four only")),
    r("In no more than twenty-five words, tell me what a mortgage is.",
      [c("In no more than twenty-five words", "count", unit="word", rel="<=", n=25)],
      "A mortgage is a loan to buy a home. You repay it over years, and the bank can take "
      "the home if you stop paying.",
      ("A mortgage is a loan to buy a home. You repay it over many years, and the bank can "
       "take the home if you stop paying.", "In no more than twenty-five words")),
    r("Tell me about Mars in 30–40 words.",
      [c("in 30–40 words", "count", unit="word", rel="between", n=30, m=40)],
      "Mars is the fourth planet from the sun. It is a cold desert with red dust, the "
      "tallest volcano in the solar system and two tiny moons. Rovers still explore its "
      "surface today.",
      ("Mars is the fourth planet from the sun. It is a cold desert with red dust, the "
       "tallest volcano in the solar system, deep canyons and two tiny moons. Several rovers "
       "still explore its dusty surface today and send back photos.", "in 30–40 words")),
    r("Write at least 3 but no more than 5 sentences about tides.",
      [c("at least 3", "count", unit="sentence", rel=">=", n=3),
       c("no more than 5 sentences", "count", unit="sentence", rel="<=", n=5)],
      "Tides are the daily rise and fall of the sea. The moon pulls on the oceans. The sun "
      "pulls too, but less. Most coasts see two high tides a day.",
      ("Tides are the daily rise and fall of the sea. The moon pulls on the oceans.",
       "at least 3"),
      ("Tides are the daily rise and fall of the sea. The moon pulls on the oceans. The sun "
       "pulls too, but less. Most coasts see two high tides a day. Spring tides are the "
       "biggest. Neap tides are the smallest.", "no more than 5 sentences")),
    r("Why is the sea salty? Answer in fewer than four sentences, please.",
      [c("Answer in fewer than four sentences", "count", unit="sentence", rel="<", n=4)],
      "Rain wears down rocks and rivers carry the minerals to the sea. When seawater "
      "evaporates the salt stays behind. Over millions of years it builds up.",
      ("Rain wears down rocks and rivers carry the minerals to the sea. When seawater "
       "evaporates the salt stays behind. Over millions of years it builds up. Vents on the "
       "sea floor add some too.", "Answer in fewer than four sentences")),
    r("Why do onions make us cry? Write it all in lowercase, with no punctuation at the end.",
      [c("Write it all in lowercase", "case", value="lower"),
       c("with no punctuation at the end", "ends_with", text=".", negate=True),
       c("with no punctuation at the end", "ends_with", text="!", negate=True),
       c("with no punctuation at the end", "ends_with", text="?", negate=True)],
      "cutting an onion releases a gas that turns into a mild acid in your eyes",
      ("cutting an onion releases a gas that turns into a mild acid in your eyes.",
       "with no punctuation at the end"),
      ("Cutting an onion releases a gas that turns into a mild acid in your eyes",
       "Write it all in lowercase")),
    r("Give me the ingredients for pancakes. Write each ingredient on its own line and start "
      "each line with a dash.",
      [c("Write each ingredient on its own line", "one_per_line"),
       c("start each line with a dash", "starts_with", text="- ",
         **{"in": {"unit": "line", "which": "each"}})],
      "- flour\n- eggs\n- milk\n- butter\n- a pinch of salt",
      ("- flour, eggs\n- milk\n- butter\n- a pinch of salt",
       "Write each ingredient on its own line"),
      ("- flour\n- eggs\nmilk\n- butter\n- a pinch of salt", "start each line with a dash")),
    r("Give me 3 hashtags for a post about hiking, and nothing else.",
      [c("Give me 3 hashtags", "count", unit="hashtag", rel="==", n=3),
       c("and nothing else", "count", unit="word", rel="==", n=3)],
      "#HikingLife #TrailTime #GetOutside",
      ("#HikingLife #TrailTime", "Give me 3 hashtags", "and nothing else"),
      ("Try these: #HikingLife #TrailTime #GetOutside", "and nothing else")),
    r("Congratulate my sister Mia on her new job in exactly one sentence that ends with an "
      "exclamation mark.",
      [c("in exactly one sentence", "count", unit="sentence", rel="==", n=1),
       c("ends with an exclamation mark", "ends_with", text="!")],
      "Congratulations on the new job, Mia, they are lucky to have you!",
      ("Congratulations on the new job, Mia, they are lucky to have you.",
       "ends with an exclamation mark"),
      ("Congratulations on the new job, Mia! They are lucky to have you!",
       "in exactly one sentence")),
    r("Write a short update for the project sponsor. Your answer should contain the words "
      "'budget' and 'timeline'.",
      [c("Your answer should contain the words 'budget' and 'timeline'.", "contains",
         text="budget", word=True),
       c("Your answer should contain the words 'budget' and 'timeline'.", "contains",
         text="timeline", word=True)],
      "We are on budget and the timeline holds: testing ends on the 14th.",
      ("We are on budget and testing ends on the 14th.",
       "Your answer should contain the words 'budget' and 'timeline'.")),
    r("Remind the team about Friday's handover. Mention the word 'deadline' no more than "
      "once.",
      [c("Mention the word 'deadline' no more than once.", "contains", text="deadline",
         word=True, rel="<=", n=1)],
      "Reminder: the handover is on Friday at noon, so please push your changes by Thursday "
      "evening. The deadline will not move.",
      ("Reminder: the handover deadline is Friday at noon, so please push your changes by "
       "Thursday evening. The deadline will not move.",
       "Mention the word 'deadline' no more than once.")),
    r("Explain what an API is and use the phrase 'in a nutshell' exactly once.",
      [c("use the phrase 'in a nutshell' exactly once", "contains", text="in a nutshell",
         word=True, rel="==", n=1)],
      "An API is a set of rules that lets one program ask another for data or actions. It "
      "is, in a nutshell, a menu for software.",
      ("An API is a set of rules that lets one program ask another for data or actions. It "
       "is a menu for software.", "use the phrase 'in a nutshell' exactly once")),
    r("Describe a sunset over the sea. Avoid the letter 'z' entirely.",
      [c("Avoid the letter 'z' entirely.", "contains", text="z", rel="==", n=0),
       c("Avoid the letter 'z' entirely.", "contains", text="Z", rel="==", n=0)],
      "The sun sinks into the water and the sky turns orange, then pink, then deep blue.",
      ("The sun sinks into the water and the sky blazes orange, then pink, then deep blue.",
       "Avoid the letter 'z' entirely.")),
    r("Give me a numbered list of 4 steps to reset a router; the first step must start with "
      "'Unplug'.",
      [c("a numbered list of 4 steps", "count", unit="numbered", rel="==", n=4),
       c("the first step must start with 'Unplug'", "starts_with", text="Unplug",
         **{"in": {"unit": "numbered", "which": "first"}})],
      "1. Unplug the router.\n2. Wait thirty seconds.\n3. Plug it back in.\n4. Wait for the "
      "lights to settle.",
      ("1. Switch off the router.\n2. Wait thirty seconds.\n3. Plug it back in.\n4. Wait for "
       "the lights to settle.", "the first step must start with 'Unplug'"),
      ("1. Unplug the router.\n2. Wait thirty seconds.\n3. Plug it back in.",
       "a numbered list of 4 steps")),
    r("Tips for a first marathon. Three bullets. Under ten words each. No periods.",
      [c("Three bullets.", "count", unit="bullet", rel="==", n=3),
       c("Under ten words each.", "count", unit="word", rel="<", n=10, **EACH_BULLET),
       c("No periods.", "contains", text=".", rel="==", n=0)],
      "- Start slow and save energy for the end\n- Drink at every station\n- Never try new "
      "shoes on race day",
      ("- Start slow and save energy for the end\n- Drink at every station\n- Never try new "
       "shoes on race day.", "No periods."),
      ("- Start slow and save some of your energy for the end\n- Drink at every station\n"
       "- Never try new shoes on race day", "Under ten words each.")),
    r("Summarize: The library will open late on Mondays starting in June because of staff "
      "training. Weekend hours stay the same. tl;dr in 1 line pls",
      [c("tl;dr in 1 line pls", "count", unit="line", rel="==", n=1)],
      "From June the library opens late on Mondays for staff training; weekends are "
      "unchanged.",
      ("From June the library opens late on Mondays for staff training.\nWeekends are "
       "unchanged.", "tl;dr in 1 line pls")),
]

VOICE = "phrasing modelled on {repo} {path} (commit {commit}); written for nsvif"
FIRST_LINE = {"in": {"unit": "line", "which": "first"}}

AGENT_RULES = [
    r("You are a real-time AI voice assistant for an online shoe store.\nRules:\n- Speak "
      "naturally, friendly, and concise\n- Responses must be SHORT (1–2 sentences)\n- Never "
      "repeat what the user said\n\nUser: Do you ship to Canada?",
      [c("Speak naturally, friendly, and concise", "semantic"),
       c("Responses must be SHORT (1–2 sentences)", "count", unit="sentence", rel="between",
         n=1, m=2)],
      "Yes, we ship to Canada, and delivery takes five to seven business days.",
      ("Yes, we ship to Canada. Delivery takes five to seven business days. Duties are "
       "included at checkout.", "Responses must be SHORT (1–2 sentences)"),
      source=VOICE.format(repo="imtalhahussain/ecommerce-voicebot-livekit",
                          path="agent/prompts.py",
                          commit="d30090f9ba1c15effb2d4a9d842998a70b0e1199")),
    r("You are a voice assistant for a city library. Keep responses concise and to the point "
      "(2-3 sentences max). Be honest when you don't know something.\n\nUser: Can I renew a "
      "book over the phone?",
      [c("(2-3 sentences max)", "count", unit="sentence", rel="between", n=2, m=3),
       c("Be honest when you don't know something.", "semantic")],
      "Yes, call the front desk during opening hours. Have your library card number ready.",
      ("Yes, call the front desk during opening hours. Have your library card number ready. "
       "You can renew each book twice. After that it must come back.", "(2-3 sentences max)"),
      source=VOICE.format(repo="Umair-Farooque/Speech-Model-Demo", path="agent/prompts.py",
                          commit="8589f3cb06ee7c1ee69e44b988c1a27cc03662d2")),
    r("# Voice Assistant\n\nYou are a helpful voice assistant.\n\n## Guidelines\n\n- Keep "
      "responses short (1-3 sentences)\n- Avoid bullet points\n\nUser: What should I "
      "pack for a day at the beach?",
      [c("Keep responses short (1-3 sentences)", "count", unit="sentence", rel="between", n=1,
         m=3),
       c("Avoid bullet points", "count", unit="bullet", rel="==", n=0)],
      "Bring water, sunscreen and a hat. A towel and a light snack make the day easier.",
      ("Bring these:\n- water and sunscreen\n- a hat", "Avoid bullet points"),
      ("Bring water and sunscreen. Pack a hat. A towel helps. So does a light snack.",
       "Keep responses short (1-3 sentences)"),
      source=VOICE.format(repo="speechmatics/speechmatics-academy",
                          path="integrations/pipecat/01-simple-voice-bot/assets/agent.md",
                          commit="30f4418b4845736eb6b7807b70addf8e905da506")),
    r("You are a professional and friendly voice assistant. Your responses should be clear "
      "and concise, typically 1-3 sentences. Never use emojis.\n\nUser: What time is "
      "sunrise in Lisbon in June?",
      [c("typically 1-3 sentences", "semantic"),
       c("Never use emojis.", "count", unit="emoji", rel="==", n=0)],
      "In June the sun rises in Lisbon at about a quarter past six in the morning.",
      ("In June the sun rises in Lisbon at about a quarter past six in the morning 🌅",
       "Never use emojis."),
      source=VOICE.format(repo="joravkumar/GCTranscriptionConnector-Google",
                          path="systemPrompt.js",
                          commit="2cca2beadd77ffa479b0ea3b24b9b357efcb002d")
      + "; 'typically' is soft, so that rule is not checked"),
    r("You are in voice mode: your replies are read aloud. Short sentences, max 20 words per "
      "sentence. No markdown: no headers, bold, bullet points, code blocks or links.\n\n"
      "User: How do I boil an egg?",
      [c("max 20 words per sentence", "count", unit="word", rel="<=", n=20, **EACH_SENTENCE),
       c("No markdown: no headers, bold, bullet points, code blocks or links.", "count",
         unit="heading", rel="==", n=0),
       c("No markdown: no headers, bold, bullet points, code blocks or links.", "contains",
         text="**", rel="==", n=0),
       c("No markdown: no headers, bold, bullet points, code blocks or links.", "count",
         unit="item", rel="==", n=0),
       c("No markdown: no headers, bold, bullet points, code blocks or links.", "count",
         unit="code_block", rel="==", n=0),
       c("No markdown: no headers, bold, bullet points, code blocks or links.", "contains",
         text="http", rel="==", n=0)],
      "Put the egg in boiling water. Cook it for seven minutes for a soft yolk. Then cool it "
      "in cold water.",
      ("Put the egg in boiling water. Cook it for **seven minutes** for a soft yolk. Then "
       "cool it in cold water.", "No markdown: no headers, bold, bullet points, code blocks "
       "or links."),
      ("Put the egg in boiling water. Cook it for seven minutes if you like a soft yolk that "
       "is still runny in the middle when you cut it. Then cool it in cold water.",
       "max 20 words per sentence"),
      source="phrasing modelled on a voice-mode system prompt found by code search "
             "(repository not named in the result); written for nsvif"),
    r("You write git commit messages. The subject line must be at most 50 characters, start "
      "with a capital letter and not end with a period. Leave a blank line, then a short "
      "body.\n\nChange: fixed the login timeout that logged users out after one minute.",
      [c("The subject line must be at most 50 characters", "count", unit="character",
         rel="<=", n=50, **FIRST_LINE),
       c("start with a capital letter", "case", value="initial_upper", **FIRST_LINE),
       c("not end with a period", "ends_with", text=".", negate=True, **FIRST_LINE),
       c("Leave a blank line, then a short body.", "count", unit="paragraph", rel="==", n=2)],
      "Fix login timeout logging users out early\n\nThe session timer used seconds instead "
      "of minutes.",
      ("Fix login timeout that logged users out after a minute\n\nThe session timer used "
       "seconds instead of minutes.", "The subject line must be at most 50 characters"),
      ("fix login timeout logging users out early\n\nThe session timer used seconds instead "
       "of minutes.", "start with a capital letter"),
      ("Fix login timeout logging users out early.\n\nThe session timer used seconds "
       "instead of minutes.", "not end with a period"),
      ("Fix login timeout logging users out early\nThe session timer used seconds instead of "
       "minutes.", "Leave a blank line, then a short body.")),
    r("Write alt text for this image: a dog catching a frisbee on a beach. Alt text must be "
      "under 125 characters and must not start with 'Image of' or 'Picture of'.",
      [c("Alt text must be under 125 characters", "count", unit="character", rel="<", n=125),
       c("must not start with 'Image of' or 'Picture of'", "starts_with", text="Image of",
         negate=True),
       c("must not start with 'Image of' or 'Picture of'", "starts_with", text="Picture of",
         negate=True)],
      "A brown dog leaps to catch a red frisbee above the sand, with waves behind it.",
      ("Picture of a brown dog leaping to catch a red frisbee above the sand.",
       "must not start with 'Image of' or 'Picture of'"),
      ("A brown dog leaps high to catch a bright red frisbee above the wet sand, while the "
       "waves roll in behind it on a warm sunny afternoon.",
       "Alt text must be under 125 characters")),
    r("Generate a URL slug for the blog title 'Ten Tips for Better Sleep'. Lowercase, words "
      "joined by hyphens, no spaces.",
      [c("Lowercase", "case", value="lower"),
       c("words joined by hyphens", "contains", text="-", rel=">=", n=1),
       c("no spaces", "contains", text=" ", rel="==", n=0)],
      "ten-tips-for-better-sleep",
      ("Ten-tips-for-better-sleep", "Lowercase"),
      ("ten tips for better sleep", "words joined by hyphens", "no spaces")),
    r("Write a meta description for our bakery's homepage, between 120 and 155 characters.",
      [c("between 120 and 155 characters", "count", unit="character", rel="between", n=120,
         m=155)],
      "Sourdough, croissants and cinnamon buns baked fresh every morning in the heart of "
      "Leeds. Order online or visit us from 7am.",
      ("Sourdough, croissants and cinnamon buns baked fresh every morning in the heart of "
       "Leeds. Order online for pickup, or visit our little shop from 7am every day.",
       "between 120 and 155 characters"),
      ("Sourdough, croissants and cinnamon buns baked fresh every morning in Leeds. Order "
       "online or visit us from 7am.", "between 120 and 155 characters")),
    r("Reply to this review in 2 sentences max and address the reviewer, Tom, by name. "
      "Review: 'Great coffee, slow service.'",
      [c("in 2 sentences max", "count", unit="sentence", rel="<=", n=2),
       c("address the reviewer, Tom, by name", "contains", text="Tom", word=True)],
      "Thanks so much, Tom, we are glad you enjoyed the coffee. We have added a second "
      "barista for the morning rush.",
      ("Thanks so much, we are glad you enjoyed the coffee. We have added a second barista "
       "for the morning rush.", "address the reviewer, Tom, by name"),
      ("Thanks so much, Tom. We are glad you enjoyed the coffee. We have added a second "
       "barista for the morning rush.", "in 2 sentences max")),
    r("Write a subject line for our spring sale newsletter. Under 50 characters, no emojis, "
      "no exclamation marks.",
      [c("Under 50 characters", "count", unit="character", rel="<", n=50),
       c("no emojis", "count", unit="emoji", rel="==", n=0),
       c("no exclamation marks", "contains", text="!", rel="==", n=0)],
      "Spring sale: 20% off everything this weekend",
      ("Spring sale: 20% off everything this weekend 🌷", "no emojis"),
      ("Spring sale: 20% off everything this weekend!", "no exclamation marks"),
      ("Spring sale starts now: 20% off everything this weekend", "Under 50 characters")),
    r("What is the capital of Australia? Give 3 multiple-choice options labelled A), B) and "
      "C), one per line.",
      [c("Give 3 multiple-choice options", "count", unit="line", rel="==", n=3),
       c("labelled A), B) and C)", "starts_with", text="A)",
         **{"in": {"unit": "line", "which": 1}}),
       c("labelled A), B) and C)", "starts_with", text="B)",
         **{"in": {"unit": "line", "which": 2}}),
       c("labelled A), B) and C)", "starts_with", text="C)",
         **{"in": {"unit": "line", "which": 3}}),
       c("one per line", "one_per_line")],
      "A) Sydney\nB) Canberra\nC) Melbourne",
      ("A) Sydney\nB) Canberra\nC) Melbourne\nD) Perth", "Give 3 multiple-choice options"),
      ("1) Sydney\n2) Canberra\n3) Melbourne", "labelled A), B) and C)")),
    r("List three pros and three cons of electric scooters as bullet points, the pros under a "
      "'Pros' heading and the cons under a 'Cons' heading.",
      [c("List three pros and three cons", "count", unit="bullet", rel="==", n=6),
       c("the pros under a 'Pros' heading and the cons under a 'Cons' heading", "count",
         unit="heading", rel="==", n=2)],
      "## Pros\n- Cheap to run\n- Easy to park\n- No emissions while riding\n\n## Cons\n"
      "- Short range\n- Risky in rain\n- Often banned on pavements",
      ("## Pros\n- Cheap to run\n- Easy to park\n- No emissions while riding\n\n## Cons\n"
       "- Short range\n- Risky in rain", "List three pros and three cons"),
      ("## Pros\n- Cheap to run\n- Easy to park\n- No emissions while riding\n\n**Cons**\n"
       "- Short range\n- Risky in rain\n- Often banned on pavements",
       "the pros under a 'Pros' heading and the cons under a 'Cons' heading")),
    r("Write a product title for wireless earbuds for our shop. Max 80 characters, and don't "
      "use the words 'best' or 'cheap'.",
      [c("Max 80 characters", "count", unit="character", rel="<=", n=80),
       c("don't use the words 'best' or 'cheap'", "contains", text="best", word=True,
         rel="==", n=0),
       c("don't use the words 'best' or 'cheap'", "contains", text="cheap", word=True,
         rel="==", n=0)],
      "Wireless Earbuds with Noise Cancelling, 30h Battery, Waterproof, Black",
      ("Wireless Earbuds with Noise Cancelling, best for Running, 30h Battery, Black",
       "don't use the words 'best' or 'cheap'"),
      ("Wireless Earbuds with Active Noise Cancelling, 30h Battery Life, IPX7 Waterproof, "
       "Black", "Max 80 characters")),
    r("Translate 'good morning' into Spanish, French and German. Put one language per line, "
      "as 'Language: translation'.",
      [c("Put one language per line", "count", unit="line", rel="==", n=3),
       c("as 'Language: translation'", "contains", text=":", rel="==", n=1,
         **{"in": {"unit": "line", "which": "each"}})],
      "Spanish: buenos días\nFrench: bonjour\nGerman: guten Morgen",
      ("Spanish: buenos días, French: bonjour\nGerman: guten Morgen",
       "Put one language per line", "as 'Language: translation'"),
      ("Spanish - buenos días\nFrench: bonjour\nGerman: guten Morgen",
       "as 'Language: translation'")),
    r("How many legs does a spider have? Answer in the format 'Answer: <number>'.",
      [c("Answer in the format 'Answer: <number>'.", "starts_with", text="Answer: "),
       c("Answer in the format 'Answer: <number>'.", "count", unit="word", rel="==", n=2)],
      "Answer: 8",
      ("The answer is 8", "Answer in the format 'Answer: <number>'."),
      ("Answer: 8 legs", "Answer in the format 'Answer: <number>'.")),
    r("You are a coding agent. When you finish, end your reply with the line 'DONE' on its "
      "own.\n\nTask: rename the function getUser to fetchUser everywhere.",
      [c("end your reply with the line 'DONE' on its own", "ends_with", text="\nDONE")],
      "Renamed getUser to fetchUser in api.js and updated both call sites.\nDONE",
      ("Renamed getUser to fetchUser in api.js and updated both call sites. DONE",
       "end your reply with the line 'DONE' on its own")),
    r("Respond in two parts separated by a line containing only '---': first a one-line "
      "summary, then the details.\n\nWhy did last night's deploy fail?",
      [c("separated by a line containing only '---'", "contains", text="\n---\n", rel="==",
         n=1),
       c("first a one-line summary", "starts_with", text="---",
         **{"in": {"unit": "line", "which": 2}})],
      "The build cache was stale.\n---\nThe pipeline reused an old dependency cache, so the "
      "new package version was never installed. Clearing the cache fixed it.",
      ("The build cache was stale.\nThe pipeline reused an old dependency cache.\n---\n"
       "Clearing the cache fixed it.", "first a one-line summary"),
      ("The build cache was stale.\n\nThe pipeline reused an old dependency cache, so the "
       "new package version was never installed.", "separated by a line containing only '---'",
       "first a one-line summary")),
]

# Sizes stated approximately ("roughly 40 words") are not exact counts: they are
# `approximate` checks, left unchecked; each record's other constraint is checked.
APPROXIMATE = [
    r("Write roughly 40 words about autumn. Do not use the word 'leaves'.",
      [c("Write roughly 40 words about autumn.", "approximate", unit="word", n=40),
       c("Do not use the word 'leaves'.", "contains", text="leaves", word=True, rel="==",
         n=0)],
      "Autumn arrives quietly. The air turns crisp in the mornings, the trees glow orange "
      "and red, and the light gets softer every week. It is the season for long walks, warm "
      "soup and early evenings by the fire.",
      ("Autumn arrives quietly. The air turns crisp in the mornings, the leaves glow orange "
       "and red, and the light gets softer every week. It is the season for long walks, warm "
       "soup and early evenings by the fire.", "Do not use the word 'leaves'.")),
    r("In about three sentences, explain what a firewall is. End with a question.",
      [c("In about three sentences", "approximate", unit="sentence", n=3),
       c("End with a question.", "ends_with", text="?")],
      "A firewall sits between your network and the internet. It checks each connection "
      "against a set of rules and blocks the ones that break them. Would you like to know "
      "how to turn yours on?",
      ("A firewall sits between your network and the internet. It checks each connection "
       "against a set of rules and blocks the ones that break them. I can show you how to "
       "turn yours on.", "End with a question.")),
    r("Give me around 5 ideas for a rainy Sunday as bullet points, each under 6 words.",
      [c("Give me around 5 ideas", "approximate", unit="bullet", n=5),
       c("each under 6 words", "count", unit="word", rel="<", n=6, **EACH_BULLET)],
      "- Bake bread\n- Start a puzzle\n- Watch an old film\n- Write letters\n- Visit a museum",
      ("- Bake bread\n- Start a thousand piece jigsaw puzzle\n- Watch an old film\n"
       "- Write letters\n- Visit a museum", "each under 6 words")),
    r("Write a post about saving water. Keep it to approximately 100 characters and include "
      "the hashtag #SaveWater.",
      [c("Keep it to approximately 100 characters", "approximate", unit="character", n=100),
       c("include the hashtag #SaveWater", "contains", text="#SaveWater")],
      "Turn off the tap while you brush and save up to 12 litres a day. #SaveWater",
      ("Turn off the tap while you brush and save up to 12 litres a day. #WaterWise",
       "include the hashtag #SaveWater")),
]

WRITTEN = WRITTEN + EVERYDAY + AGENT_RULES + APPROXIMATE
