# make install [PREFIX=/usr/local]: a release build of xcstrings-a11y in PREFIX/bin.
PREFIX ?= /usr/local

.PHONY: build install uninstall test

build:
	swift build -c release

install:
	PREFIX="$(PREFIX)" Scripts/install.sh

uninstall:
	rm -f "$(PREFIX)/bin/xcstrings-a11y"

test:
	swift test
