package http

import (
	"net/http"
	"strconv"

	"example.com/api/internal/paging"
)

func List(w http.ResponseWriter, r *http.Request) {
	page, _ := strconv.Atoi(r.URL.Query().Get("page"))
	offset := paging.Offset(page, 50)
	w.Write([]byte(strconv.Itoa(offset)))
}
