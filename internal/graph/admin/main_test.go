package admin_test

import (
	"os"
	"testing"

	"paddock/internal/platform/db/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }
