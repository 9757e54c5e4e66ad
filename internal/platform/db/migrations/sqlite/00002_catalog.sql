-- The catalogue: category texts per locale, attributes with options and
-- labels, products (simple, configurable with variants as child products,
-- virtual) with their texts, images, links, options and price history, and
-- the URL rewrites that map storefront paths to categories and products.

-- +goose Up
-- The stores' root is level 1, its top categories level 2 (Magento).
UPDATE category SET level = 1 WHERE parent_id IS NULL;
ALTER TABLE category ADD COLUMN include_in_menu BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE category ADD COLUMN image_key TEXT NOT NULL DEFAULT '';
-- Active, visible products in the category or below, kept current by every
-- save that can change it, so that menus do not count on every request.
ALTER TABLE category ADD COLUMN product_count INTEGER NOT NULL DEFAULT 0;

CREATE TABLE category_text (
    category_id      INTEGER NOT NULL REFERENCES category (id) ON DELETE CASCADE,
    locale           TEXT    NOT NULL,
    name             TEXT    NOT NULL DEFAULT '',
    url_key          TEXT    NOT NULL DEFAULT '',
    url_path         TEXT    NOT NULL DEFAULT '',
    description      TEXT    NOT NULL DEFAULT '',
    meta_title       TEXT    NOT NULL DEFAULT '',
    meta_keywords    TEXT    NOT NULL DEFAULT '',
    meta_description TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (category_id, locale)
);
CREATE INDEX category_text_url_path ON category_text (locale, url_path);
-- Roots that exist already get their names; a root has no url key, the
-- storefront shows it at /{lang}.
INSERT INTO category_text (category_id, locale, name)
SELECT c.id, n.locale, n.name FROM category c, (
              SELECT 'de' AS locale, 'Sortiment' AS name
    UNION ALL SELECT 'en', 'Catalog'
    UNION ALL SELECT 'fr', 'Catalogue'
) n WHERE c.parent_id IS NULL;

CREATE TABLE attribute (
    id            INTEGER PRIMARY KEY,
    code          TEXT    NOT NULL UNIQUE,
    input_type    TEXT    NOT NULL,
    is_filterable BOOLEAN NOT NULL DEFAULT FALSE,
    position      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE attribute_label (
    attribute_id INTEGER NOT NULL REFERENCES attribute (id) ON DELETE CASCADE,
    locale       TEXT    NOT NULL,
    label        TEXT    NOT NULL,
    PRIMARY KEY (attribute_id, locale)
);

CREATE TABLE attribute_option (
    id           INTEGER PRIMARY KEY,
    attribute_id INTEGER NOT NULL REFERENCES attribute (id) ON DELETE CASCADE,
    code         TEXT    NOT NULL,
    swatch       TEXT    NOT NULL DEFAULT '',
    sort_order   INTEGER NOT NULL DEFAULT 0,
    UNIQUE (attribute_id, code)
);

CREATE TABLE attribute_option_label (
    option_id INTEGER NOT NULL REFERENCES attribute_option (id) ON DELETE CASCADE,
    locale    TEXT    NOT NULL,
    label     TEXT    NOT NULL,
    PRIMARY KEY (option_id, locale)
);

CREATE TABLE product (
    id                      INTEGER PRIMARY KEY,
    -- A configurable product's variants are products with parent_id set.
    parent_id               INTEGER REFERENCES product (id) ON DELETE CASCADE,
    type                    TEXT    NOT NULL,
    sku                     TEXT    NOT NULL UNIQUE,
    is_active               BOOLEAN NOT NULL DEFAULT TRUE,
    visible                 BOOLEAN NOT NULL DEFAULT TRUE,
    position                INTEGER NOT NULL DEFAULT 0,
    manufacturer_option_id  INTEGER REFERENCES attribute_option (id),
    color_option_id         INTEGER REFERENCES attribute_option (id),
    size_option_id          INTEGER REFERENCES attribute_option (id),
    price                   BIGINT  NOT NULL,
    special_price           BIGINT,
    -- Special price dates are Europe/Berlin days, stored as the UTC instant
    -- the day begins.
    special_from            TIMESTAMP,
    special_to              TIMESTAMP,
    lowest_30_days          BIGINT  NOT NULL DEFAULT 0,
    tax_class               TEXT    NOT NULL DEFAULT 'standard',
    content_quantity        REAL    NOT NULL DEFAULT 0,
    base_unit               TEXT    NOT NULL DEFAULT '',
    new_from                TIMESTAMP,
    new_to                  TIMESTAMP,
    stock_qty               INTEGER NOT NULL DEFAULT 0,
    delivery_min_days       INTEGER NOT NULL DEFAULT 0,
    delivery_max_days       INTEGER NOT NULL DEFAULT 0,
    relation_code           TEXT    NOT NULL DEFAULT '',
    has_size_guide          BOOLEAN NOT NULL DEFAULT FALSE,
    is_merchandise          BOOLEAN NOT NULL DEFAULT FALSE,
    logo_width_mm           INTEGER NOT NULL DEFAULT 0,
    logo_position_option_id INTEGER REFERENCES attribute_option (id),
    logo_type_option_id     INTEGER REFERENCES attribute_option (id),
    safety_name             TEXT    NOT NULL DEFAULT '',
    safety_address          TEXT    NOT NULL DEFAULT '',
    safety_email            TEXT    NOT NULL DEFAULT '',
    created_at              TIMESTAMP NOT NULL,
    updated_at              TIMESTAMP NOT NULL
);
CREATE INDEX product_parent ON product (parent_id, position);
CREATE INDEX product_relation_code ON product (relation_code);
CREATE INDEX product_active_visible ON product (is_active, visible, id);

CREATE TABLE product_text (
    product_id        INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    locale            TEXT    NOT NULL,
    name              TEXT    NOT NULL DEFAULT '',
    url_key           TEXT    NOT NULL DEFAULT '',
    description       TEXT    NOT NULL DEFAULT '',
    material_care     TEXT    NOT NULL DEFAULT '',
    size_info         TEXT    NOT NULL DEFAULT '',
    manufacturer_info TEXT    NOT NULL DEFAULT '',
    safety_notes      TEXT    NOT NULL DEFAULT '',
    meta_title        TEXT    NOT NULL DEFAULT '',
    meta_description  TEXT    NOT NULL DEFAULT '',
    meta_keywords     TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (product_id, locale)
);
CREATE INDEX product_text_url_key ON product_text (locale, url_key);

CREATE TABLE product_category (
    product_id  INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES category (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_category_category ON product_category (category_id, position);

CREATE TABLE product_image (
    product_id INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    image_key  TEXT    NOT NULL,
    width      INTEGER NOT NULL DEFAULT 0,
    height     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, position)
);

CREATE TABLE product_image_label (
    product_id INTEGER NOT NULL,
    position   INTEGER NOT NULL,
    locale     TEXT    NOT NULL,
    label      TEXT    NOT NULL,
    PRIMARY KEY (product_id, position, locale),
    FOREIGN KEY (product_id, position) REFERENCES product_image (product_id, position) ON DELETE CASCADE
);

CREATE TABLE product_upsell (
    product_id INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    upsell_id  INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, upsell_id)
);

CREATE TABLE product_configurable_attribute (
    product_id   INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    attribute_id INTEGER NOT NULL REFERENCES attribute (id),
    position     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, attribute_id)
);

-- Values of multiselect attributes (sublimation options and positions).
CREATE TABLE product_multiselect (
    product_id   INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    attribute_id INTEGER NOT NULL REFERENCES attribute (id),
    option_id    INTEGER NOT NULL REFERENCES attribute_option (id),
    position     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, attribute_id, option_id)
);

-- Customizable text options keep their id while their position stays, so
-- carts that refer to an option survive a save of the product.
CREATE TABLE product_custom_option (
    id             INTEGER PRIMARY KEY,
    product_id     INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    sort_order     INTEGER NOT NULL,
    required       BOOLEAN NOT NULL DEFAULT FALSE,
    max_characters INTEGER NOT NULL DEFAULT 0,
    price          BIGINT  NOT NULL DEFAULT 0,
    price_type     TEXT    NOT NULL DEFAULT 'FIXED',
    UNIQUE (product_id, sort_order)
);

CREATE TABLE product_custom_option_title (
    option_id INTEGER NOT NULL REFERENCES product_custom_option (id) ON DELETE CASCADE,
    locale    TEXT    NOT NULL,
    title     TEXT    NOT NULL,
    PRIMARY KEY (option_id, locale)
);

-- Every change of a product's price settings, for the lowest price of the
-- 30 days before a reduction (Preisangabenverordnung § 11).
CREATE TABLE product_price_history (
    id            INTEGER PRIMARY KEY,
    product_id    INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    at            TIMESTAMP NOT NULL,
    price         BIGINT  NOT NULL,
    special_price BIGINT,
    special_from  TIMESTAMP,
    special_to    TIMESTAMP
);
CREATE INDEX product_price_history_product ON product_price_history (product_id, at);

-- Storefront paths per locale. redirect_code 0 is an entity's current
-- path; 301 an old one that redirects to it.
CREATE TABLE url_rewrite (
    id            INTEGER PRIMARY KEY,
    locale        TEXT    NOT NULL,
    request_path  TEXT    NOT NULL,
    entity_type   TEXT    NOT NULL,
    entity_id     INTEGER NOT NULL,
    redirect_code INTEGER NOT NULL DEFAULT 0,
    created_at    TIMESTAMP NOT NULL,
    UNIQUE (locale, request_path)
);
CREATE INDEX url_rewrite_entity ON url_rewrite (entity_type, entity_id, locale, redirect_code);

INSERT INTO attribute (code, input_type, is_filterable, position) VALUES
    ('manufacturer', 'select', TRUE, 10),
    ('color', 'select', TRUE, 20),
    ('size', 'select', TRUE, 30),
    ('logo_position', 'select', FALSE, 40),
    ('logo_type', 'select', FALSE, 50),
    ('sublimation_options', 'multiselect', FALSE, 60),
    ('sublimation_positions', 'multiselect', FALSE, 70);

INSERT INTO attribute_label (attribute_id, locale, label)
SELECT a.id, l.locale, l.label FROM attribute a JOIN (
              SELECT 'manufacturer' AS code, 'de' AS locale, 'Hersteller' AS label
    UNION ALL SELECT 'manufacturer', 'en', 'Manufacturer'
    UNION ALL SELECT 'manufacturer', 'fr', 'Fabricant'
    UNION ALL SELECT 'color', 'de', 'Farbe'
    UNION ALL SELECT 'color', 'en', 'Color'
    UNION ALL SELECT 'color', 'fr', 'Couleur'
    UNION ALL SELECT 'size', 'de', 'Größe'
    UNION ALL SELECT 'size', 'en', 'Size'
    UNION ALL SELECT 'size', 'fr', 'Taille'
    UNION ALL SELECT 'logo_position', 'de', 'Logoposition'
    UNION ALL SELECT 'logo_position', 'en', 'Logo position'
    UNION ALL SELECT 'logo_position', 'fr', 'Emplacement du logo'
    UNION ALL SELECT 'logo_type', 'de', 'Logoart'
    UNION ALL SELECT 'logo_type', 'en', 'Logo type'
    UNION ALL SELECT 'logo_type', 'fr', 'Type de logo'
    UNION ALL SELECT 'sublimation_options', 'de', 'Sublimationsoptionen'
    UNION ALL SELECT 'sublimation_options', 'en', 'Sublimation options'
    UNION ALL SELECT 'sublimation_options', 'fr', 'Options de sublimation'
    UNION ALL SELECT 'sublimation_positions', 'de', 'Sublimationspositionen'
    UNION ALL SELECT 'sublimation_positions', 'en', 'Sublimation positions'
    UNION ALL SELECT 'sublimation_positions', 'fr', 'Emplacements de sublimation'
) l ON l.code = a.code;

-- +goose Down
DROP TABLE url_rewrite;
DROP TABLE product_price_history;
DROP TABLE product_custom_option_title;
DROP TABLE product_custom_option;
DROP TABLE product_multiselect;
DROP TABLE product_configurable_attribute;
DROP TABLE product_upsell;
DROP TABLE product_image_label;
DROP TABLE product_image;
DROP TABLE product_category;
DROP TABLE product_text;
DROP TABLE product;
DROP TABLE attribute_option_label;
DROP TABLE attribute_option;
DROP TABLE attribute_label;
DROP TABLE attribute;
DROP TABLE category_text;
ALTER TABLE category DROP COLUMN product_count;
ALTER TABLE category DROP COLUMN image_key;
ALTER TABLE category DROP COLUMN include_in_menu;
UPDATE category SET level = 0 WHERE parent_id IS NULL;
