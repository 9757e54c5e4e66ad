package app

import "context"

// RunDueJobs runs the background jobs that are due now, once, outside
// Serve's worker (which does the same every few seconds): for tests and
// tools that need a job's effect at once. It answers how many it ran.
func (a *App) RunDueJobs(ctx context.Context) (int, error) {
	total := 0
	for {
		n, err := a.jobs.RunDue(ctx)
		total += n
		if err != nil || n == 0 {
			return total, err
		}
	}
}
