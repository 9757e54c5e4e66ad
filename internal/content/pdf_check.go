package content

// CheckPDF refuses a PDF that holds active content, is encrypted, is
// broken or has something appended, as form uploads are refused (an
// apperr.Invalid error on the field file); nil for a safe PDF. Other
// uploads of PDFs (a cart's file options) check them by it.
func CheckPDF(data []byte) error {
	if err := checkPDF(data); err != nil {
		return pdfRefusal(err)
	}
	return nil
}
