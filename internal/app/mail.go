package app

import (
	"context"
	"fmt"

	"github.com/go-chi/chi/v5"

	"paddock/internal/helpdesk"
	"paddock/internal/newsletter"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/secret"
)

// wireMail builds the mail outbox (its delivery job registered on the
// queue), the rate limiter, and the newsletter and helpdesk services.
func (a *App) wireMail(ctx context.Context) error {
	outbox, err := mail.NewOutbox(a.db, a.jobs, mail.Options{
		SMTPURL: a.cfg.SMTPURL, From: a.cfg.MailFrom, ShopAddress: a.cfg.ShopEmail,
		Bucket: a.bucket, Logger: a.logger, Now: a.now,
	})
	if err != nil {
		return err
	}
	a.mail = outbox
	a.jobs.Handle(mail.JobKind, outbox.HandleJob)
	a.limiter = ratelimit.NewDB(a.db, a.now)

	key, err := secret.Load(ctx, a.db, a.cfg.Secret)
	if err != nil {
		return fmt.Errorf("signing key: %w", err)
	}
	if a.newsletter, err = newsletter.NewService(a.db, outbox, a.limiter, newsletter.Options{
		BaseURL: a.cfg.BaseURL, Key: key, Now: a.now,
	}); err != nil {
		return err
	}
	a.helpdesk = helpdesk.NewService(a.db, outbox, a.limiter, helpdesk.Options{BaseURL: a.cfg.BaseURL, Now: a.now})
	a.logger.InfoContext(ctx, "mail: ready", "transport", outbox.Transport())
	return nil
}

// mountDevMail serves the local mailbox at /dev/mail, in developer mode
// only: it shows every mail the shop wrote, to anybody.
func (a *App) mountDevMail(r chi.Router) {
	if !a.cfg.Dev {
		return
	}
	h := mail.NewMailbox(a.db).DevHandler(a.logger)
	r.Get(mail.DevPath, h.ServeHTTP)
	r.Get(mail.DevPath+".json", h.ServeHTTP)
	r.Get(mail.DevPath+"/{id}", h.ServeHTTP)
}
