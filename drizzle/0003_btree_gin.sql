-- Lets one GIN index hold a plain column (locale) next to trigrams.
CREATE EXTENSION IF NOT EXISTS btree_gin;
