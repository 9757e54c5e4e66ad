-- A document's PDF is rendered after the transaction that issues it
-- (package order: numbers, snapshot and e-invoice in the transaction, the
-- PDF when its mail is sent or it is first downloaded), so
-- sales_document.pdf is NULL until then and may be set once: from NULL to
-- the file, nothing else changed. Everything else stays as issued.

-- +goose Up
ALTER TABLE sales_document ALTER COLUMN pdf DROP NOT NULL;

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION sales_document_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.pdf IS NULL AND NEW.pdf IS NOT NULL AND (to_jsonb(OLD) - 'pdf') = (to_jsonb(NEW) - 'pdf') THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'sales documents are kept as issued';
END;
$$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION sales_document_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'sales documents are kept as issued';
END;
$$;
-- +goose StatementEnd

-- A document whose PDF was never made fails here: make it first (download it).
ALTER TABLE sales_document ALTER COLUMN pdf SET NOT NULL;
