-- A remembered mapping is keyed by a SHA-256 of its normalised header row (trimmed, lowercased,
-- joined by a tab), not the row itself: a long header row exceeded the primary key's row size.
UPDATE "import_mappings" SET "headers" = encode(sha256(convert_to("headers", 'UTF8')), 'hex');
