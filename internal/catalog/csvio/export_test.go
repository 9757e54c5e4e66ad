package csvio

// Unpack is unpack for the tests, with a limit small enough to reach.
func Unpack(data []byte, limit int64) ([]byte, error) { return unpack(data, limit) }
