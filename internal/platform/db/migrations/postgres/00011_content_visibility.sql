-- Visibility the content API keeps for pages and forms.
--
-- page.listed is false for a page that may be answered only when asked
-- for by its exact url and is listed nowhere else (Pages listings, the
-- sitemap): a page below a draft, and a page below a club that is not
-- enabled and public (a club's pages have urls under verein/{slug}/). The
-- content service recomputes it whenever a page or a club is saved.
--
-- form.public marks a form used outside the content pages; any other form
-- answers only while it is placed on something published
-- (form_placement: the page, club or sales event whose blocks show it).

-- +goose Up
ALTER TABLE page ADD COLUMN listed BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE form ADD COLUMN public BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE form_placement (
    form_id        BIGINT NOT NULL REFERENCES form (id) ON DELETE CASCADE,
    page_id        BIGINT REFERENCES page (id) ON DELETE CASCADE,
    club_id        BIGINT REFERENCES club (id) ON DELETE CASCADE,
    sales_event_id BIGINT REFERENCES sales_event (id) ON DELETE CASCADE,
    CHECK (num_nonnulls(page_id, club_id, sales_event_id) = 1)
);
CREATE INDEX form_placement_form ON form_placement (form_id);
CREATE INDEX form_placement_page ON form_placement (page_id);
CREATE INDEX form_placement_club ON form_placement (club_id);
CREATE INDEX form_placement_sales_event ON form_placement (sales_event_id);

-- Pages saved before: those below a draft, and those below a club that is
-- not enabled and public, are listed no more.
WITH RECURSIVE below_draft (id) AS (
    SELECT id FROM page WHERE status <> 'published'
    UNION
    SELECT p.id FROM page p JOIN below_draft d ON p.parent_id = d.id
)
UPDATE page SET listed = FALSE
WHERE id IN (SELECT id FROM below_draft)
   OR id IN (SELECT l.page_id FROM page_locale l JOIN club c ON l.url LIKE 'verein/' || c.slug || '/%'
             WHERE c.status <> 'enabled' OR c.visibility <> 'public');

-- Forms placed on what was saved before.
INSERT INTO form_placement (form_id, page_id)
SELECT DISTINCT (b ->> 'form')::bigint, l.page_id FROM page_locale l, jsonb_array_elements(l.blocks::jsonb) b
WHERE b ->> 'blockType' = 'dynamicForm' AND EXISTS (SELECT 1 FROM form f WHERE f.id = (b ->> 'form')::bigint);
INSERT INTO form_placement (form_id, club_id)
SELECT DISTINCT (b ->> 'form')::bigint, l.club_id FROM club_locale l, jsonb_array_elements(l.blocks::jsonb) b
WHERE b ->> 'blockType' = 'dynamicForm' AND EXISTS (SELECT 1 FROM form f WHERE f.id = (b ->> 'form')::bigint);
INSERT INTO form_placement (form_id, sales_event_id)
SELECT DISTINCT (b ->> 'form')::bigint, l.sales_event_id FROM sales_event_locale l, jsonb_array_elements(l.blocks::jsonb) b
WHERE b ->> 'blockType' = 'dynamicForm' AND EXISTS (SELECT 1 FROM form f WHERE f.id = (b ->> 'form')::bigint);

-- +goose Down
DROP TABLE form_placement;
ALTER TABLE form DROP COLUMN public;
ALTER TABLE page DROP COLUMN listed;
