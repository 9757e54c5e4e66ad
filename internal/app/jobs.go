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

// RunJobs works through the background jobs as Serve does
// (jobs.Queue.Run, its workers at once) until ctx ends: for benchmarks
// and tools that need the workers without the HTTP server.
func (a *App) RunJobs(ctx context.Context) { a.jobs.Run(ctx) }
