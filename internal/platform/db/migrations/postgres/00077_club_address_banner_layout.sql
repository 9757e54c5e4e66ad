-- The club's postal address beside its contact data (issue 27, point 2),
-- shown on the club's storefront page, and the layout of its banner:
-- band (the banner colour with the logo beside the name), centered (the
-- logo above the name, both centred on the colour) or light (the page's
-- background under a stripe of the colour, for loud colours). The club
-- table's triggers move content_revision on these columns too.

-- +goose Up
ALTER TABLE club ADD COLUMN contact_address TEXT NOT NULL DEFAULT '';
ALTER TABLE club ADD COLUMN banner_layout TEXT NOT NULL DEFAULT 'band';

-- +goose Down
ALTER TABLE club DROP COLUMN banner_layout;
ALTER TABLE club DROP COLUMN contact_address;
