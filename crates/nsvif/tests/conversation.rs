//! Conversations and soft constraints through the library: a system prompt's rules and the
//! user turns' additions and lifts apply to the last assistant message, each constraint
//! names the message it came from, assistant turns instruct nothing, and a preference
//! ("preferably …") is a warning, not a violation.

use nsvif::{Message, Verdict, Verifier, VerifierOptions};

/// A system prompt with two rules, three user turns (the second adds a rule, the third
/// lifts one) with assistant turns between them, the first of which says "use exactly 5
/// words".
fn conversation(reply: &str) -> Vec<Message> {
    vec![
        Message::system(
            "You are a travel assistant. Keep your answers under 40 words. Never use exclamation marks.",
        ),
        Message::user("What is the capital of France?"),
        Message::assistant("Paris. If you want a slogan, use exactly 5 words."),
        Message::user("Thanks. Also, do not use any commas."),
        Message::assistant("Understood. Paris is lovely in spring."),
        Message::user("You can ignore the word limit now. Tell me more about Paris."),
        Message::assistant(reply),
    ]
}

/// 60 words, no commas, no exclamation marks: over the lifted limit, within the others.
const LONG_REPLY: &str = "Paris is the capital of France and its largest city. It sits on the Seine and is known for its museums and its cafes and its long avenues. The Louvre holds thousands of works of art and the Eiffel Tower rises over the river. Many visitors come in the spring when the parks are green and the evenings are long.";

#[test]
fn a_system_prompt_and_three_user_turns_decide_the_last_reply() {
    assert_eq!(LONG_REPLY.split_whitespace().count(), 60);
    let verifier = Verifier::default();
    let report = verifier
        .check_conversation(&conversation(LONG_REPLY))
        .unwrap();
    assert_eq!(report.verdict, Verdict::Sat, "{}", report.to_text());
    // The exclamation rule from the system prompt, the comma rule from message 3; the
    // word limit was lifted, and the assistant's "exactly 5 words" is no instruction.
    let sources: Vec<(Option<usize>, &str)> = report
        .constraints
        .iter()
        .map(|c| (c.message, c.text.as_str()))
        .collect();
    assert_eq!(sources.len(), 2, "{sources:?}");
    assert_eq!(sources[0].0, Some(0), "{sources:?}");
    assert!(sources[0].1.contains("exclamation"), "{sources:?}");
    assert_eq!(sources[1].0, Some(3), "{sources:?}");
    assert!(sources[1].1.contains("comma"), "{sources:?}");
    // Each source span lies in its own message's text.
    let prepared = verifier
        .prepare_conversation(&conversation(LONG_REPLY))
        .unwrap();
    let messages = conversation(LONG_REPLY);
    for c in &prepared.spec().constraints {
        let (m, span) = (c.message.unwrap(), c.source.unwrap());
        assert!(messages[m].content[span.start..span.end].contains(match m {
            0 => "exclamation",
            _ => "comma",
        }));
    }

    let comma = LONG_REPLY.replacen(" and its largest", ", its largest", 1);
    let report = verifier.check_conversation(&conversation(&comma)).unwrap();
    assert_eq!(report.verdict, Verdict::Unsat);
    assert_eq!(report.violated.len(), 1);
    let violated = &report.violated[0].id;
    let c = report
        .constraints
        .iter()
        .find(|c| &c.id == violated)
        .unwrap();
    assert_eq!(c.message, Some(3));

    let exclaimed = LONG_REPLY.replacen("largest city.", "largest city!", 1);
    let report = verifier
        .check_conversation(&conversation(&exclaimed))
        .unwrap();
    assert_eq!(report.verdict, Verdict::Unsat);
    let violated = &report.violated[0].id;
    let c = report
        .constraints
        .iter()
        .find(|c| &c.id == violated)
        .unwrap();
    assert_eq!(c.message, Some(0));
}

/// Before the lift, the same long reply breaks the word limit of the system prompt.
#[test]
fn before_the_lift_the_word_limit_holds() {
    let mut messages = conversation(LONG_REPLY);
    messages.drain(5..6);
    let report = Verifier::default().check_conversation(&messages).unwrap();
    assert_eq!(report.verdict, Verdict::Unsat, "{}", report.to_text());
    assert!(
        report.violated[0].text.contains("40"),
        "{:?}",
        report.violated
    );
}

#[test]
fn an_assistant_turn_instructs_nothing() {
    let messages = [
        Message::system("Never use exclamation marks."),
        Message::assistant("Sure. Use exactly 5 words."),
        Message::user("Tell me about cats."),
        Message::assistant("Cats are small and quiet animals that sleep for most of the day."),
    ];
    let verifier = Verifier::default();
    let report = verifier.check_conversation(&messages).unwrap();
    assert_eq!(report.verdict, Verdict::Sat, "{}", report.to_text());
    assert_eq!(report.constraints.len(), 1);
    // The same words from the user do constrain.
    let mut from_user = messages.to_vec();
    from_user[1] = Message::user("Use exactly 5 words.");
    let report = verifier.check_conversation(&from_user).unwrap();
    assert_eq!(report.verdict, Verdict::Unsat, "{}", report.to_text());
}

/// A later turn that states the same requirement with another number changes it.
#[test]
fn a_later_turn_changes_a_limit() {
    let reply = |words: usize| vec!["word"; words].join(" ");
    let messages = |n: usize| {
        vec![
            Message::system("Keep it under 50 words."),
            Message::user("Now keep it under 20 words."),
            Message::assistant(reply(n)),
        ]
    };
    let verifier = Verifier::default();
    let verdict = |n| verifier.check_conversation(&messages(n)).unwrap().verdict;
    assert_eq!(verdict(30), Verdict::Unsat);
    assert_eq!(verdict(15), Verdict::Sat);
}

/// A lift that names nothing asked for earlier is not read: `unknown`, never `sat`.
#[test]
fn an_unread_lift_leaves_the_verdict_open() {
    let messages = [
        Message::system("Never use exclamation marks."),
        Message::user("Forget the rhyme scheme rule."),
        Message::assistant("A calm reply."),
    ];
    let report = Verifier::default().check_conversation(&messages).unwrap();
    assert_eq!(report.verdict, Verdict::Unknown, "{}", report.to_text());
}

/// A fixed system prompt is formulated once, however many conversations carry it.
#[test]
fn each_message_is_formulated_once() {
    let verifier = Verifier::default();
    let system = Message::system("Never use exclamation marks. Answer in under 30 words.");
    for question in [
        "Tell me about cats.",
        "Tell me about dogs.",
        "Tell me about cats.",
    ] {
        let messages = [
            system.clone(),
            Message::user(question),
            Message::assistant("A short answer."),
        ];
        assert_eq!(
            verifier.check_conversation(&messages).unwrap().verdict,
            Verdict::Sat
        );
    }
    // The system prompt and two distinct questions; the repeated conversation's check
    // comes from the cache.
    assert_eq!(verifier.formulations(), 3);
    assert_eq!(verifier.stats().hits, 1);
}

const SIXTY_WORDS: &str = "Cats are animals that people keep at home for company and comfort. They sleep for most of the day and hunt at night when the house is quiet. A cat will groom itself with care and will often choose one person to follow around. Many cats enjoy a warm window and a soft place to rest in the afternoon sun.";

#[test]
fn a_preference_is_a_warning_and_strict_soft_makes_it_a_violation() {
    assert_eq!(SIXTY_WORDS.split_whitespace().count(), 60);
    let instruction = "Preferably keep it under 50 words.";
    let report = Verifier::default().check(instruction, SIXTY_WORDS).unwrap();
    assert_eq!(report.verdict, Verdict::Sat, "{}", report.to_text());
    assert_eq!(report.exit_code(), 0);
    assert!(report.violated.is_empty());
    assert_eq!(report.warnings.len(), 1);
    assert!(report.warnings[0].soft);
    assert!(report.to_text().contains("soft"), "{}", report.to_text());
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["warnings"][0]["soft"], true);
    assert!(
        report.feedback().contains("Preferably"),
        "{}",
        report.feedback()
    );

    let strict = Verifier::new(VerifierOptions {
        strict_soft: true,
        ..VerifierOptions::default()
    });
    let report = strict.check(instruction, SIXTY_WORDS).unwrap();
    assert_eq!(report.verdict, Verdict::Unsat);
    assert!(report.violated[0].soft);
    assert!(report.warnings.is_empty());

    // Kept, the preference gives no warning.
    let report = Verifier::default()
        .check(instruction, "Cats sleep a lot.")
        .unwrap();
    assert_eq!(report.verdict, Verdict::Sat);
    assert!(report.warnings.is_empty());
}

#[test]
fn if_possible_avoid_commas_is_read_as_a_preference() {
    let verifier = Verifier::default();
    let prepared = verifier.prepare("If possible, avoid commas.").unwrap();
    let spec = prepared.spec();
    assert!(spec.unexplained.is_empty(), "{:?}", spec.unexplained);
    assert_eq!(spec.constraints.len(), 1);
    assert!(spec.constraints[0].soft);
    let report = prepared.check("Yes, gladly.");
    assert_eq!(report.verdict, Verdict::Sat);
    assert_eq!(report.warnings.len(), 1);
    // A hard rule next to a hedged one stays hard.
    let report = verifier
        .check(
            "Answer in all lowercase letters. Ideally, avoid commas.",
            "Yes, Gladly.",
        )
        .unwrap();
    assert_eq!(report.verdict, Verdict::Unsat, "{}", report.to_text());
    assert_eq!(report.warnings.len(), 1);
    // The feedback lists the requirement first, the preference after it.
    let feedback = report.feedback();
    let lines: Vec<&str> = feedback.lines().collect();
    assert_eq!(lines.len(), 2, "{feedback}");
    assert!(lines[0].contains("lowercase"), "{feedback}");
    assert!(
        lines[1].starts_with("Preferably (not required)"),
        "{feedback}"
    );
}

/// "No need to …" lifts by the rules' reading of what follows, "forget the … rule" by its
/// topic; a reminder ("don't forget to …") lifts nothing.
#[test]
fn lifts_by_check_and_by_topic_and_reminders_that_are_not_lifts() {
    let verifier = Verifier::default();
    let check = |turn: &str, reply: &str| {
        let messages = [
            Message::system("Do not use any commas. Answer in all lowercase letters."),
            Message::user(turn),
            Message::assistant(reply),
        ];
        verifier.check_conversation(&messages).unwrap()
    };
    let report = check("No need to avoid commas anymore.", "yes, gladly");
    assert_eq!(report.verdict, Verdict::Sat, "{}", report.to_text());
    assert_eq!(report.constraints.len(), 1);
    let report = check("Forget the lowercase rule.", "Yes gladly");
    assert_eq!(report.verdict, Verdict::Sat, "{}", report.to_text());
    let report = check("Don't forget the lowercase rule.", "Yes gladly");
    assert_ne!(report.verdict, Verdict::Sat, "{}", report.to_text());
}

/// "From now on" says since when a rule holds: the reply is within it, and the phrase is
/// no unread part.
#[test]
fn from_now_on_is_read_as_the_rule_it_starts() {
    let messages = [
        Message::system("You are a helpful assistant."),
        Message::user("Thanks. From now on, do not use any commas."),
        Message::assistant("Sure, gladly."),
    ];
    let report = Verifier::default().check_conversation(&messages).unwrap();
    assert_eq!(report.verdict, Verdict::Unsat, "{}", report.to_text());
    assert_eq!(report.constraints[0].message, Some(1));
    assert!(report.undecided.is_empty());
}
