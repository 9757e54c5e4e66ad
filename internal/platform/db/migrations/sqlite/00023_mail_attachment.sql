-- Files made for one mail (the order confirmation's legal documents as
-- PDFs) are kept with it, so a delivery tried again sends them as they
-- were (package mail); attachments from blob storage stay in
-- mail_message.attachments by key. position is the attachment's place in
-- mail_message.attachments.

-- +goose Up
CREATE TABLE mail_attachment (
    message_id INTEGER NOT NULL REFERENCES mail_message (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    data       BLOB    NOT NULL,
    PRIMARY KEY (message_id, position)
);

-- +goose Down
DROP TABLE mail_attachment;
