-- Issue 30: 买家 search (adminBuyers searchBuyers) finds a text inside phone, contact phone, account number or name
-- (ILIKE '%…%'), which a btree cannot serve: it scanned every buyer. pg_trgm (shipped with PostgreSQL's contrib, in
-- the embedded binaries and in Debian's postgresql package; trusted since PostgreSQL 13, so the database owner may
-- create it) gives GIN trigram indexes that serve ILIKE with a pattern of 3 characters or more. The indexes
-- themselves are in concurrent-indexes.sql: buyers rows are updated by every purchase (the balance).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
