-- Withdrawal declarations (package withdrawal) start a return only for
-- the order's owner: the signed-in customer whose order it is, or whoever
-- follows the single-use link mailed to the order's own address.
--
-- confirmation is where a declaration stands: 'owner' (declared by the
-- signed-in owner; before this migration, one whose number and email
-- matched an order), 'pending' (a visitor's, the order not yet looked up:
-- that happens in a job after the answer, so the answer is the same
-- whatever the number names), 'mailed' (the link went to the order's
-- address), 'not_mailed' (no such order, or no link could be sent) and
-- 'confirmed' (the order's address confirmed with the link). The link's
-- token is kept only as its keyed hash (confirm_token_hash), valid until
-- confirm_expires_at and answered again, without effect, once used.

-- +goose Up
ALTER TABLE withdrawal_declaration ADD COLUMN confirmation TEXT NOT NULL DEFAULT 'pending';
ALTER TABLE withdrawal_declaration ADD COLUMN confirm_token_hash TEXT;
ALTER TABLE withdrawal_declaration ADD COLUMN confirm_expires_at TIMESTAMPTZ;
ALTER TABLE withdrawal_declaration ADD COLUMN confirm_sent_at TIMESTAMPTZ;
ALTER TABLE withdrawal_declaration ADD COLUMN confirmed_at TIMESTAMPTZ;
UPDATE withdrawal_declaration SET confirmation = CASE WHEN order_id IS NULL THEN 'not_mailed' ELSE 'owner' END,
    confirmed_at = CASE WHEN order_id IS NULL THEN NULL ELSE declared_at END;
CREATE UNIQUE INDEX withdrawal_declaration_confirm_token ON withdrawal_declaration (confirm_token_hash)
    WHERE confirm_token_hash IS NOT NULL;
CREATE INDEX withdrawal_declaration_unconfirmed ON withdrawal_declaration (declared_at, id)
    WHERE confirmation IN ('pending', 'mailed', 'not_mailed');

-- +goose Down
DROP INDEX withdrawal_declaration_unconfirmed;
DROP INDEX withdrawal_declaration_confirm_token;
ALTER TABLE withdrawal_declaration DROP COLUMN confirmed_at;
ALTER TABLE withdrawal_declaration DROP COLUMN confirm_sent_at;
ALTER TABLE withdrawal_declaration DROP COLUMN confirm_expires_at;
ALTER TABLE withdrawal_declaration DROP COLUMN confirm_token_hash;
ALTER TABLE withdrawal_declaration DROP COLUMN confirmation;
