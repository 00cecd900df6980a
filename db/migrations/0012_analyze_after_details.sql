-- Planner statistics for the provider-detail columns of 0010. Adding a column changes no row, so
-- autovacuum may not analyze the table for a long time, and until it does the planner guesses that half
-- the programs offer telehealth: with a sort other than the default it then walks the sort index looking for
-- matches (measured at 100,000 programs with no details yet: 650 ms per page; after ANALYZE 0.09 ms).
ANALYZE "detox_programs";
