package admin

import (
	"net/url"
	"strconv"

	"paddock/internal/graph/admin/model"
	"paddock/internal/order"
)

// optionFiles are the files an ordered item's file options keep, with
// the staff download's path (the order's number and the file's id; the
// desk checks the member may read the order).
func optionFiles(number string, it order.Item) []*model.OrderOptionFile {
	out := []*model.OrderOptionFile{}
	for _, op := range it.Options {
		if op.File == 0 {
			continue
		}
		id := strconv.FormatInt(op.File, 10)
		out = append(out, &model.OrderOptionFile{ID: id, Title: op.Title, FileName: op.Text,
			URL: "/admin/api/orders/" + url.PathEscape(number) + "/option-files/" + id})
	}
	return out
}
