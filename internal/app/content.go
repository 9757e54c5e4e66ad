package app

import "paddock/internal/content"

// wireContent builds the content service once mail and rate limits exist:
// form submissions mail the shop and count per client, uploads go to the
// file bucket.
func (a *App) wireContent() {
	a.content = content.NewService(a.db, content.Options{
		Bucket: a.bucket, Images: a.media, Mail: a.mail, Limiter: a.limiter, Clock: a.now, Logger: a.logger, BaseURL: a.cfg.BaseURL,
	})
}
