module paddock

go 1.26.8
