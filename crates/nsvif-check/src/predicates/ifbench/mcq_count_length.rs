use crate::{
    declare_predicate, Detail, Document, Fact, Finding, FromArgs, Noun, Options, Predicate,
};

declare_predicate! {
    /// Four multiple-choice questions of five options, each longer than the last.
    ///
    /// # What it checks
    /// That the response starts with `Question` and has four questions, each with five options `A.`..`E.`, their texts growing longer.
    ///
    /// # Arguments
    /// None.
    ///
    /// # How it counts
    /// As the official checker: questions split at `Question N`; option lines match `^[A-Ea-e][.|)]\s*\w+`; a question's text is its lines before the first option. A one-character response counts as starting with `Question` (the official slice quirk).
    ///
    /// # Example
    /// `{"predicate": "multiple_choice_questions", "args": {}}` (IFBench `custom:mcq_count_length`).
    #[derive(Debug)]
    pub struct MultipleChoiceQuestions {}
    name = "multiple_choice_questions", ifbench = "custom:mcq_count_length"
}

impl FromArgs for MultipleChoiceQuestions {
    type Args = super::NoArgs;
    fn new(_: super::NoArgs, _: &Options) -> Result<Self, String> {
        Ok(MultipleChoiceQuestions {})
    }
}

impl Predicate for MultipleChoiceQuestions {
    fn check(&self, doc: &Document) -> Fact {
        let text = doc.text();
        let required = "4 questions of 5 options, growing longer";
        let from = match text.find("Question") {
            Some(i) => i,
            // `value[-1:]`: the last character.
            None => text.char_indices().last().map_or(0, |(i, _)| i),
        };
        if from != 0 {
            let finding = Finding::Phrase("text before the first question");
            return Fact::property(false, required, finding);
        }
        let re = re_cache();
        let mut pieces: Vec<&str> = re.0.split(text).collect();
        if pieces.first() == Some(&"") {
            pieces.remove(0);
        }
        let questions: Vec<&str> = pieces
            .into_iter()
            .map(crate::nlp::py_strip)
            .filter(|q| !q.is_empty())
            .collect();
        if questions.len() != 4 {
            let finding = Finding::Count {
                unit: Noun::new("question", "questions"),
                got: questions.len() as i64,
            };
            return Fact::property(false, required, finding);
        }
        let mut lengths = Vec::new();
        for (i, q) in questions.iter().enumerate() {
            let (mut question, mut options, mut done) = (String::new(), 0, false);
            for line in q.split('\n') {
                let line = crate::nlp::py_strip(line);
                if re.1.is_match(line) {
                    options += 1;
                    done = true;
                } else if !done {
                    question.push(' ');
                    question.push_str(line);
                }
            }
            if options != 5 {
                let options = Detail::Count(Noun::new("option", "options"), options);
                let finding = Finding::Unit {
                    unit: "question",
                    index: i + 1,
                    text: None,
                    problem: "has",
                    detail: Some(options),
                };
                return Fact::property(false, required, finding);
            }
            lengths.push(crate::nlp::py_strip(&question).chars().count());
        }
        let ok = lengths.windows(2).all(|w| w[0] < w[1]);
        let finding = Finding::PerUnit {
            units: "questions",
            values: lengths.iter().map(|&n| n as i64).collect(),
            measure: "characters",
        };
        Fact::property(ok, required, finding)
    }
}

fn re_cache() -> &'static (regex::Regex, regex::Regex) {
    static RE: std::sync::OnceLock<(regex::Regex, regex::Regex)> = std::sync::OnceLock::new();
    RE.get_or_init(|| {
        (
            regex::Regex::new(r"\n*(?:Question \d+[\.|\):;]?[\s\x1C-\x1F]*)")
                .expect("static regex"),
            regex::Regex::new(r"^[A-Ea-e][\.|\)][\s\x1C-\x1F]*[\p{L}\p{N}_]+")
                .expect("static regex"),
        )
    })
}
