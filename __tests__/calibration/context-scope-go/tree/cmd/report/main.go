package main

import (
	"fmt"

	"example.com/shop/internal/prices"
)

func main() {
	fmt.Println(prices.Drops([]prices.Item{{Price: 3}, {Price: 2}}))
}
