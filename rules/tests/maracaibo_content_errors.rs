//! Broken Maracaibo content packs are refused with an error naming the file, the entry and the problem.

use galleon_rules::maracaibo::content::error::keys;
use galleon_rules::maracaibo::content::{ContentError, ContentPack, DEFAULT_PACK};

/// Loads the default pack with one file edited.
fn load_with(file: &str, edit: impl Fn(&str) -> String) -> ContentError {
    let edited: Vec<(&str, String)> = DEFAULT_PACK
        .iter()
        .map(|(name, text)| (*name, if *name == file { edit(text) } else { text.to_string() }))
        .collect();
    assert_ne!(
        edited.iter().find(|(n, _)| *n == file).unwrap().1,
        DEFAULT_PACK.iter().find(|(n, _)| *n == file).unwrap().1,
        "the edit changed nothing"
    );
    match ContentPack::load(edited.iter().map(|(n, t)| (*n, t.as_str()))) {
        Ok(_) => panic!("the broken pack loaded"),
        Err(error) => error,
    }
}

fn replace(from: &'static str, to: &'static str) -> impl Fn(&str) -> String {
    move |text| text.replacen(from, to, 1)
}

/// Removes the `[[header]]` record whose id is `id` (up to the next record).
fn remove_record(header: &'static str, id: &'static str) -> impl Fn(&str) -> String {
    move |text| {
        let start = text
            .find(&format!("[[{header}]]\nid = \"{id}\"\n"))
            .expect("record present");
        let end = text[start + 1..].find("\n[[").map_or(text.len(), |i| start + 1 + i + 1);
        format!("{}{}", &text[..start], &text[end..])
    }
}

fn assert_error(error: &ContentError, file: &str, entry: &str, key: &str, args: &[(&str, &str)]) {
    assert_eq!(
        (error.file.as_str(), error.entry.as_str(), error.key),
        (file, entry, key),
        "{error}"
    );
    for (name, value) in args {
        assert_eq!(error.arg(name), Some(*value), "argument {name} of {error}");
    }
    let text = error.to_string();
    assert!(text.starts_with(file) && text.contains(entry), "{text}");
}

#[test]
fn duplicate_card_id() {
    let error = load_with("cards.toml", replace("id = \"A02\"", "id = \"A01\""));
    assert_error(&error, "cards.toml", "A01", keys::DUPLICATE_ID, &[("id", "A01")]);
    assert_eq!(error.to_string(), "cards.toml [A01]: id A01 is used twice");
}

#[test]
fn duplicate_location_and_quest_ids() {
    let error = load_with("map.toml", replace("id = \"13\"", "id = \"12\""));
    assert_error(&error, "map.toml", "12", keys::DUPLICATE_ID, &[("id", "12")]);
    let error = load_with("quests.toml", replace("id = \"Q24\"", "id = \"Q01\""));
    assert_error(&error, "quests.toml", "Q01", keys::DUPLICATE_ID, &[]);
}

#[test]
fn missing_card_breaks_the_deck_count() {
    let error = load_with("cards.toml", remove_record("project", "B050"));
    assert_error(
        &error,
        "cards.toml",
        "",
        keys::COUNT,
        &[("what", "B cards"), ("expected", "101"), ("found", "100")],
    );
    assert_eq!(error.to_string(), "cards.toml: expected 101 B cards, found 100");
}

#[test]
fn missing_special_card_breaks_the_reference_of_card_76() {
    let error = load_with("cards.toml", remove_record("project", "95"));
    assert_error(
        &error,
        "difficulty.toml",
        "76",
        keys::REFERENCE,
        &[("what", "special card"), ("id", "95")],
    );
}

#[test]
fn wrong_counts_of_tokens_quests_tiles_careers_buildings() {
    let cases = [
        ("combat.toml", "token", "K07", "combat tokens", "25"),
        ("quests.toml", "quest", "Q10", "quest tiles", "24"),
        ("cities.toml", "tile", "T05", "city tiles", "13"),
        ("careers.toml", "career", "CR4", "career cards", "8"),
        ("prestige.toml", "building", "P3", "prestige buildings", "8"),
    ];
    for (file, header, id, what, expected) in cases {
        let error = load_with(file, remove_record(header, id));
        assert_error(&error, file, "", keys::COUNT, &[("what", what), ("expected", expected)]);
    }
}

#[test]
fn bad_references() {
    let error = load_with("cards.toml", replace("spy = \"@3\"", "spy = \"@33\""));
    assert_error(
        &error,
        "cards.toml",
        "A30",
        keys::REFERENCE,
        &[("what", "route location"), ("id", "33")],
    );
    let error = load_with("cards.toml", replace("spy = \"@3\"", "spy = \"@1\""));
    assert_error(&error, "cards.toml", "A30", keys::REFERENCE, &[("id", "1")]);
    let error = load_with(
        "cards.toml",
        replace("effects = [\"spy.S10\"]", "effects = [\"spy.S18\"]"),
    );
    assert_error(
        &error,
        "cards.toml",
        "A30",
        keys::REFERENCE,
        &[("what", "spy action"), ("id", "S18")],
    );
    let error = load_with("cities.toml", replace("location = \"11\"", "location = \"12\""));
    assert_error(
        &error,
        "cities.toml",
        "T00",
        keys::REFERENCE,
        &[("what", "printed city"), ("id", "12")],
    );
    let error = load_with(
        "difficulty.toml",
        replace(
            "setup = [\"15 (1–4)\", \"18 (3–4)\"",
            "setup = [\"15 (1–4)\", \"17 (3–4)\"",
        ),
    );
    assert_error(
        &error,
        "difficulty.toml",
        "75",
        keys::REFERENCE,
        &[("what", "classic quest slot"), ("id", "17")],
    );
    let error = load_with("careers.toml", replace("harder = \"blue\"", "harder = \"purple\""));
    assert_error(
        &error,
        "careers.toml",
        "CR2 G1",
        keys::REFERENCE,
        &[("what", "line"), ("id", "purple")],
    );
    let error = load_with(
        "map.toml",
        replace("from = \"18\"\nto = \"19\"", "from = \"18\"\nto = \"99\""),
    );
    assert_error(
        &error,
        "map.toml",
        "edge 18 → 99",
        keys::REFERENCE,
        &[("what", "location"), ("id", "99")],
    );
    let error = load_with(
        "difficulty.toml",
        replace("legacy = [\"L1\", \"L4\"", "legacy = [\"L1\", \"L7\""),
    );
    assert_error(
        &error,
        "difficulty.toml",
        "76",
        keys::REFERENCE,
        &[("what", "legacy tile"), ("id", "L7")],
    );
    let error = load_with(
        "automa.toml",
        replace("\"14\", \"17\", \"L4\"]", "\"14\", \"16\", \"L4\"]"),
    );
    assert_error(
        &error,
        "automa.toml",
        "combat",
        keys::REFERENCE,
        &[("what", "city"), ("id", "16")],
    );
}

#[test]
fn unparsable_notation() {
    let error = load_with(
        "cards.toml",
        replace("effects = [\"inc.d+3\"]", "effects = [\"inc.d+three\"]"),
    );
    assert_error(&error, "cards.toml", "B001", keys::NOTATION, &[("text", "inc.d+three")]);
    let error = load_with("cards.toml", replace("cond = \"herbs3\"", "cond = \"herbs 3\""));
    assert_error(&error, "cards.toml", "B011", keys::NOTATION, &[("text", "herbs 3")]);
    let error = load_with("combat.toml", replace("FR = \"6 / pay 2d\"", "FR = \"6 / owe 2d\""));
    assert_error(&error, "combat.toml", "K01", keys::NOTATION, &[("text", "6 / owe 2d")]);
    let error = load_with("quests.toml", replace("reward = [\"inf1\"]", "reward = [\"inf one\"]"));
    assert_error(&error, "quests.toml", "Q01", keys::NOTATION, &[("text", "inf one")]);
    let error = load_with("map.toml", replace("action = \"CA-4\"", "action = \"CA-12\""));
    assert_error(&error, "map.toml", "17", keys::NOTATION, &[("text", "CA-12")]);
    let error = load_with("ship.toml", replace("effect = \"+10vp\"", "effect = \"+10 vp\""));
    assert_error(&error, "ship.toml", "U12", keys::NOTATION, &[("text", "+10 vp")]);
    let error = load_with(
        "prestige.toml",
        replace("scoring = \"quests(2)\"", "scoring = \"quest(2)\""),
    );
    assert_error(&error, "prestige.toml", "P2", keys::NOTATION, &[]);
    let error = load_with(
        "automa.toml",
        replace("actions = [\"inf(FR)\"]", "actions = [\"inf(France)\"]"),
    );
    assert_error(&error, "automa.toml", "A2", keys::NOTATION, &[("text", "inf(France)")]);
}

#[test]
fn missing_and_unknown_fields() {
    let error = load_with("cards.toml", replace("cost = 9\nspy = \"none\"", "spy = \"none\""));
    assert_error(&error, "cards.toml", "B001", keys::FIELD, &[]);
    assert!(error.arg("detail").unwrap().contains("missing field `cost`"), "{error}");
    let error = load_with("cards.toml", replace("cost = 9\n", "costs = 9\n"));
    assert_error(&error, "cards.toml", "B001", keys::FIELD, &[]);
    assert!(
        error.arg("detail").unwrap().contains("unknown field `costs`"),
        "{error}"
    );
    let error = load_with("prestige.toml", replace("in_play = 4", "in_plays = 4"));
    assert_error(&error, "prestige.toml", "", keys::FIELD, &[]);
    let error = load_with("quests.toml", |text| format!("{text}\n[[quests]]\nid = \"Q25\"\n"));
    assert_error(
        &error,
        "quests.toml",
        "",
        keys::FIELD,
        &[("detail", "unknown key `quests`")],
    );
}

#[test]
fn value_and_consistency_errors() {
    let error = load_with(
        "cards.toml",
        replace(
            "category = \"imm\"\neffects = [\"imm.inf2(FR)\"]",
            "category = \"inc\"\neffects = [\"imm.inf2(FR)\"]",
        ),
    );
    assert_error(
        &error,
        "cards.toml",
        "A40",
        keys::VALUE,
        &[("field", "category"), ("value", "inc")],
    );
    let error = load_with("cards.toml", replace("spy = \"@3\"", "spy = \"none\""));
    assert_error(&error, "cards.toml", "A30", keys::FIELD, &[]);
    let error = load_with(
        "cities.toml",
        replace("spaces = \"2 / — / —\"", "spaces = \"2 / 2 / —\""),
    );
    assert_error(&error, "cities.toml", "T00", keys::VALUE, &[("field", "spaces")]);
    let error = load_with(
        "exploration.toml",
        replace(
            "reward = \"+1vp\"\nsteps_to_end = 20",
            "reward = \"+1vp\"\nsteps_to_end = 19",
        ),
    );
    assert_error(
        &error,
        "exploration.toml",
        "2",
        keys::VALUE,
        &[("field", "steps_to_end"), ("value", "19"), ("expected", "20")],
    );
    let error = load_with("ship.toml", replace("prerequisite = \"U8\"", "prerequisite = \"U9\""));
    assert_error(&error, "ship.toml", "U9", keys::REFERENCE, &[("what", "zone")]);
    let error = load_with(
        "careers.toml",
        replace("modest = 3\nharder = 5", "modest = 5\nharder = 3"),
    );
    assert_error(&error, "careers.toml", "CR1 G1", keys::VALUE, &[("field", "harder")]);
    let error = load_with("automa.toml", replace("deck = [3, 3, 1]", "deck = [3, 7, 1]"));
    assert_error(
        &error,
        "automa.toml",
        "very_hard",
        keys::COUNT,
        &[("what", "B cards at most"), ("expected", "6"), ("found", "7")],
    );
}

#[test]
fn broken_map_and_track_shapes() {
    let error = load_with(
        "map.toml",
        replace("from = \"19\"\nto = \"20\"", "from = \"19\"\nto = \"2\""),
    );
    assert_error(&error, "map.toml", "2", keys::ROUTE, &[("problem", "loop")]);
    let error = load_with(
        "map.toml",
        replace("from = \"20\"\nto = \"21a\"", "from = \"20\"\nto = \"21b\""),
    );
    assert_error(&error, "map.toml", "21b", keys::ROUTE, &[("problem", "dead-end")]);
    let error = load_with(
        "map.toml",
        replace("fork = \"F3\"\nbranch = \"lower\"", "fork = \"F3\"\nbranch = \"upper\""),
    );
    assert_error(&error, "map.toml", "12", keys::ROUTE, &[("problem", "fork-labels")]);
    let error = load_with(
        "exploration.toml",
        replace("next = [\"9\", \"A1\"]", "next = [\"9\", \"A2\"]"),
    );
    assert_error(
        &error,
        "exploration.toml",
        "A1",
        keys::ROUTE,
        &[("problem", "unreachable")],
    );
    let error = load_with(
        "exploration.toml",
        replace(
            "color = \"blue\"\nfrom = \"11\"\nto = \"12\"",
            "color = \"blue\"\nfrom = \"9\"\nto = \"10\"",
        ),
    );
    assert_error(
        &error,
        "exploration.toml",
        "blue line",
        keys::ROUTE,
        &[("problem", "line-bypassed")],
    );
}

#[test]
fn files_missing_unknown_duplicated_or_not_toml() {
    let without_map = DEFAULT_PACK.iter().filter(|(n, _)| *n != "map.toml").copied();
    let error = ContentPack::load(without_map).unwrap_err();
    assert_error(&error, "map.toml", "", keys::MISSING_FILE, &[("file", "map.toml")]);
    let extra = DEFAULT_PACK.iter().copied().chain([("card.toml", "")]);
    let error = ContentPack::load(extra).unwrap_err();
    assert_error(&error, "card.toml", "", keys::UNKNOWN_FILE, &[("file", "card.toml")]);
    let twice = DEFAULT_PACK.iter().copied().chain([("quests.toml", "")]);
    let error = ContentPack::load(twice).unwrap_err();
    assert_error(&error, "quests.toml", "", keys::DUPLICATE_FILE, &[]);
    let error = load_with("synergy.toml", |text| text.replacen("[[token]]", "[[token]", 1));
    assert_error(&error, "synergy.toml", "", keys::SYNTAX, &[]);
}

#[test]
fn errors_convert_to_localizable_rule_errors() {
    let error = load_with(
        "cards.toml",
        replace("effects = [\"inc.d+3\"]", "effects = [\"inc.d+three\"]"),
    );
    let rule = error.to_rule_error();
    assert_eq!(rule.key, "err-mc-content-notation");
    let first: Vec<(&str, &str)> = rule.args[..2].iter().map(|(n, a)| (*n, a.as_str())).collect();
    assert_eq!(first, [("file", "cards.toml"), ("entry", "B001")]);
    assert_eq!(rule.arg("text"), Some("inc.d+three"));
    assert!(keys::ALL.contains(&rule.key));
}
