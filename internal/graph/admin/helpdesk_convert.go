package admin

import (
	"context"
	"strconv"
	"strings"

	"paddock/internal/graph/admin/model"
	"paddock/internal/helpdesk"
)

func ticketOf(t helpdesk.Ticket) *model.Ticket {
	out := &model.Ticket{ID: strconv.FormatInt(t.ID, 10), Code: t.Code, Status: model.TicketStatus(strings.ToUpper(string(t.Status))),
		Name: t.Name, Email: t.Email, Telephone: t.Telephone, Subject: t.Subject, Locale: string(t.Locale), StoreCode: t.StoreCode,
		CreatedAt: stamp(t.CreatedAt), UpdatedAt: stamp(t.UpdatedAt)}
	if t.AssigneeID != 0 {
		out.Assignee = &model.TicketAssignee{ID: strconv.FormatInt(t.AssigneeID, 10), Name: t.AssigneeName}
	}
	return out
}

func assigneeOf(a helpdesk.Assignee) *model.TicketAssignee {
	name := a.Name
	if name == "" {
		name = a.Email
	}
	return &model.TicketAssignee{ID: strconv.FormatInt(a.ID, 10), Name: name, Email: a.Email}
}

// ticketDetail is ticket id with its conversation.
func (r *Resolver) ticketDetail(ctx context.Context, id int64) (*model.TicketDetail, error) {
	t, err := r.Helpdesk.StaffTicket(ctx, id)
	if err != nil {
		return nil, err
	}
	out := &model.TicketDetail{Ticket: ticketOf(t.Ticket), Message: t.Message, Messages: make([]*model.TicketMessage, len(t.Messages))}
	for i, m := range t.Messages {
		out.Messages[i] = &model.TicketMessage{ID: strconv.FormatInt(m.ID, 10), Kind: model.TicketMessageKind(strings.ToUpper(string(m.Kind))),
			Body: m.Body, StaffName: m.StaffName, CreatedAt: stamp(m.CreatedAt)}
	}
	return out, nil
}

// ticketWrite runs write on ticket id and answers the ticket after it.
func (r *Resolver) ticketWrite(ctx context.Context, id string, write func(int64) error) (*model.TicketDetail, error) {
	n, err := parseID("id", id)
	if err != nil {
		return nil, err
	}
	if err := write(n); err != nil {
		return nil, err
	}
	return r.ticketDetail(ctx, n)
}
