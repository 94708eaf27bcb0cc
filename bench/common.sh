# Shared by the bench scripts (sourced): building both servers and copying the Swift server's
# header fields for the C baseline, so the two send the same bytes.
OUT=bench/out
mkdir -p "$OUT"

# Builds the release Swift server and the C baseline (into bench/out/baseline).
build_servers() {
  swift build -c release --product menu-playground >/dev/null
  cc -O2 -o "$OUT/baseline" bench/baseline.c $(pkg-config --cflags --libs libmicrohttpd)
}

# copy_headers URL FILE [curl options…]: the answer's header fields, less those libmicrohttpd
# writes itself (Date, Content-Length, Connection), one per line for bench/baseline.c.
copy_headers() {
  local url=$1 file=$2
  shift 2
  curl -s "$@" -D - -o /dev/null "$url" | tail -n +2 | grep -viE '^(date|content-length|connection):' >"$file"
}
