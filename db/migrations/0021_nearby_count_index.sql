-- City pages count the active programs within 25 miles of a city and outside it (features/places/cities.ts,
-- up to 200). With only the GiST index on earth_loc, that count read a heap page for each program in the box
-- around the city: around Chicago at 100,000 programs, 2,076 pages and 8.9 ms of the database per count, the
-- largest part of a city page's database time. With the city and state in the index (partial: active programs
-- only), it is an index-only scan: 54 pages, 0.8 ms (docs/performance.md, round 14).
CREATE INDEX "detox_programs_earth_active_idx" ON "detox_programs" USING gist ("earth_loc") INCLUDE ("state", "city") WHERE "is_active";
