package mail_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"math/big"
	"net"
	"net/textproto"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// smtpServer is a small SMTP server speaking enough of the protocol for the
// outbox's client: EHLO, STARTTLS, AUTH PLAIN, MAIL, RCPT, DATA, RSET,
// NOOP, QUIT, on a real socket, optionally in TLS from the first byte.
type smtpServer struct {
	t        *testing.T
	ln       net.Listener
	tls      *tls.Config
	implicit bool
	// user and pass, when set, are required (after TLS) before MAIL.
	user, pass string
	// reject answers DATA with a permanent error while set.
	reject atomic.Bool
	// dataSeen, when set, receives a value when a message's data has been
	// read, and the answer waits for hold to be closed.
	dataSeen chan struct{}
	hold     chan struct{}

	mu    sync.Mutex
	msgs  []received
	conns map[net.Conn]bool
	wg    sync.WaitGroup
}

// received is one message the server accepted.
type received struct {
	From string
	To   []string
	Data string
	TLS  bool
	User string
}

// testCA makes a self-signed certificate for 127.0.0.1 and localhost and
// returns the server's TLS config and a client config that trusts it.
func testCA(t *testing.T) (server, client *tls.Config) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "paddock test smtp"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, DNSNames: []string{"localhost"},
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	server = &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}, MinVersion: tls.VersionTLS12}
	client = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	return server, client
}

func startSMTP(t *testing.T, s *smtpServer) *smtpServer {
	t.Helper()
	s.t = t
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.ln = ln
	s.conns = map[net.Conn]bool{}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			s.mu.Lock()
			s.conns[conn] = true
			s.mu.Unlock()
			s.wg.Add(1)
			go func() {
				defer s.wg.Done()
				s.serve(conn)
				s.mu.Lock()
				delete(s.conns, conn)
				s.mu.Unlock()
			}()
		}
	}()
	// A client that gives up without QUIT leaves its connection open; the
	// end of the test closes it.
	t.Cleanup(func() {
		_ = ln.Close()
		s.mu.Lock()
		for c := range s.conns {
			_ = c.Close()
		}
		s.mu.Unlock()
		s.wg.Wait()
	})
	return s
}

// port returns the server's port as text.
func (s *smtpServer) port() string {
	_, p, _ := net.SplitHostPort(s.ln.Addr().String())
	return p
}

func (s *smtpServer) messages() []received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]received(nil), s.msgs...)
}

func (s *smtpServer) serve(conn net.Conn) {
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
	secure := false
	if s.implicit {
		tc := tls.Server(conn, s.tls)
		if err := tc.Handshake(); err != nil {
			return
		}
		conn, secure = tc, true
	}
	tp := textproto.NewConn(conn)
	reply := func(lines ...string) bool {
		for _, l := range lines {
			if err := tp.PrintfLine("%s", l); err != nil {
				return false
			}
		}
		return true
	}
	if !reply("220 paddock-test ESMTP ready") {
		return
	}
	var from, user string
	var to []string
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return
		}
		verb, arg, _ := strings.Cut(line, " ")
		switch strings.ToUpper(verb) {
		case "EHLO":
			lines := []string{"250-paddock-test"}
			if !secure && s.tls != nil {
				lines = append(lines, "250-STARTTLS")
			}
			if secure && s.user != "" {
				lines = append(lines, "250-AUTH PLAIN")
			}
			reply(append(lines, "250 SIZE 10485760")...)
		case "HELO":
			reply("250 paddock-test")
		case "STARTTLS":
			if secure || s.tls == nil {
				reply("503 not now")
				continue
			}
			reply("220 go ahead")
			tc := tls.Server(conn, s.tls)
			if err := tc.Handshake(); err != nil {
				return
			}
			conn, secure = tc, true
			tp = textproto.NewConn(conn)
			from, to, user = "", nil, ""
		case "AUTH":
			mech, initial, _ := strings.Cut(arg, " ")
			if !secure || strings.ToUpper(mech) != "PLAIN" {
				reply("504 unsupported")
				continue
			}
			if initial == "" {
				reply("334 ")
				if initial, err = tp.ReadLine(); err != nil {
					return
				}
			}
			raw, _ := base64.StdEncoding.DecodeString(initial)
			parts := strings.Split(string(raw), "\x00")
			if len(parts) == 3 && parts[1] == s.user && parts[2] == s.pass {
				user = parts[1]
				reply("235 authenticated")
			} else {
				reply("535 bad credentials")
			}
		case "MAIL":
			if s.user != "" && user == "" {
				reply("530 authentication required")
				continue
			}
			from, to = addressArg(arg), nil
			reply("250 ok")
		case "RCPT":
			if from == "" {
				reply("503 MAIL first")
				continue
			}
			to = append(to, addressArg(arg))
			reply("250 ok")
		case "DATA":
			if len(to) == 0 {
				reply("503 RCPT first")
				continue
			}
			reply("354 end with .")
			data, err := tp.ReadDotBytes()
			if err != nil {
				return
			}
			if s.dataSeen != nil {
				s.dataSeen <- struct{}{}
				<-s.hold
			}
			if s.reject.Load() {
				reply("554 5.7.1 rejected by the test")
				continue
			}
			s.mu.Lock()
			s.msgs = append(s.msgs, received{From: from, To: to, Data: string(data), TLS: secure, User: user})
			s.mu.Unlock()
			from, to = "", nil
			reply("250 2.0.0 queued")
		case "RSET":
			from, to = "", nil
			reply("250 ok")
		case "NOOP":
			reply("250 ok")
		case "QUIT":
			reply("221 bye")
			return
		default:
			reply("502 unknown command")
		}
	}
}

// addressArg reads the address of "FROM:<a@b> SIZE=…" or "TO:<a@b>".
func addressArg(arg string) string {
	if i := strings.IndexByte(arg, '<'); i >= 0 {
		if j := strings.IndexByte(arg[i:], '>'); j > 0 {
			return arg[i+1 : i+j]
		}
	}
	return arg
}
