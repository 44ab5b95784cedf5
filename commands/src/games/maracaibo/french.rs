//! French names of the default pack's places, careers, prestige buildings and city tiles.
//!
//! A pack's names are English data (`rules/content/maracaibo/default`); French readers see these instead.
//! Rulings:
//! - The table is keyed by the English name, not the id: a custom pack that reuses an id under another name keeps
//!   its own name, and a pack's names unknown here stay as written.
//! - Places are named as the French rules name them (« La Havane », « Carthagène », « Santo Domingo »,
//!   « St. Kitts »); the others take their usual French name where French has one (« La Barbade », « La Tortue »)
//!   and stay as written otherwise (Riohacha, Portobelo). The homeward spaces around Havana are galleon's own:
//!   « Rade de La Havane », « Port de La Havane ».
//! - Careers, prestige buildings and city tiles are galleon's own inventions: translated here.
//! - Project cards (157 names) are not translated yet: they keep their pack names.

use std::borrow::Cow;

use crate::io::Locale;

/// (English, French) for every default-pack name French writes differently.
const NAMES: &[(&str, &str)] = &[
    // Places.
    ("Havana", "La Havane"),
    ("New Providence", "Nouvelle-Providence"),
    ("Tortuga", "La Tortue"),
    ("Barbados", "La Barbade"),
    ("Grenada", "La Grenade"),
    ("Cartagena", "Carthagène"),
    ("Cabo San Antonio", "Cap Saint-Antoine"),
    ("Havana Roads", "Rade de La Havane"),
    ("Havana Harbour", "Port de La Havane"),
    // Careers.
    ("Buccaneer", "Boucanier"),
    ("Hydrographer", "Hydrographe"),
    ("Intelligencer", "Agent de renseignement"),
    ("Factor", "Facteur de comptoir"),
    ("Courtier", "Courtisan"),
    ("Adventurer", "Aventurier"),
    ("Post Captain", "Capitaine de vaisseau"),
    ("Envoy", "Envoyé"),
    // Prestige buildings.
    ("Abbey", "Abbaye"),
    ("Palace", "Palais"),
    ("Basilica", "Basilique"),
    ("Citadel", "Citadelle"),
    ("Church", "Église"),
    ("Garrison", "Garnison"),
    ("Academy", "Académie"),
    ("Cathedral", "Cathédrale"),
    // City tiles.
    ("Fortress", "Forteresse"),
    ("Expedition House", "Maison des expéditions"),
    ("Shipwright's Yard", "Chantier naval"),
    ("Drill Ground", "Terrain d'exercice"),
    ("Merchants' Exchange", "Bourse des marchands"),
    ("Barracks", "Caserne"),
    ("Pilots' Guild", "Guilde des pilotes"),
    ("Veterans' Hall", "Maison des vétérans"),
    ("Cipher Office", "Bureau du chiffre"),
    ("Moneychangers' Row", "Rue des changeurs"),
    ("Trailhead Post", "Poste de piste"),
];

/// A pack's `name` as a reader of `locale` sees it.
pub fn name(name: &str, locale: Locale) -> Cow<'_, str> {
    let french = match locale {
        Locale::Fr => NAMES.iter().find(|(en, _)| *en == name).map(|(_, fr)| *fr),
        Locale::En => None,
    };
    french.map_or(Cow::Borrowed(name), Cow::Borrowed)
}
