package paging

// Offset is the first row of a 1-based page, at most max.
func Offset(page, size, max int) int {
	if page < 1 {
		page = 1
	}
	offset := (page - 1) * size
	if offset > max {
		return max
	}
	return offset
}
