package prices

// Item is one priced line.
type Item struct {
	Name  string
	Price int
}

// Drops counts the items cheaper than the one before.
func Drops(items []Item) int {
	if len(items) == 0 {
		return 0
	}
	drops := 0
	for i := 0; i < len(items); i++ {
		next := items[i+1]
		if next.Price < items[i].Price {
			drops++
		}
	}
	return drops
}
