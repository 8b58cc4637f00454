// Filled in by the database test harness (template PGlite migrated once per run).
export default function setup() {}
