/* The C baseline for `make bench`: libmicrohttpd in the same mode as the Swift server (epoll,
 * internal thread pool), answering each configured path with a fixed buffer of the same size and
 * the same header fields the Swift server sent for it, and nothing else. The same bytes go over
 * the wire, so the ratio Swift/C is the cost of everything we add to produce them.
 *
 * A route's path may end in `?NAME=VALUE`: it then also needs that query argument, and a VALUE of
 * `*` takes any. So one demo URL (`/menus/accordion?state=TOKEN`) and every never-seen state
 * (`/menus/accordion?state=*`, listed after it) can have answers of their own, while wrk sends the
 * C server the very same requests as the Swift server. A route's path may also end in `*`: it then
 * takes every path that begins with what comes before it, so one snapshot URL
 * (`/snapshots/TOKEN.png`) and every never-seen one (the route `/snapshots/` with a `*` after it,
 * listed after the first) can have answers of their own. Routes are tried in order. */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct route {
    const char *path;
    const char *query_name;  /* NULL: any query */
    const char *query_value; /* "*": any value */
    struct MHD_Response *response;
};

static struct route routes[16];
static int route_count;

/* Whether a request's path (without its query) is a route's: the same, or for a route path that
 * ends in `*`, one that begins with what comes before it. */
static int path_matches(const char *url, const char *path) {
    size_t length = strlen(path);
    if (length > 0 && path[length - 1] == '*') return strncmp(url, path, length - 1) == 0;
    return strcmp(url, path) == 0;
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size, void **state) {
    (void)cls; (void)method; (void)version; (void)upload_data; (void)upload_data_size;
    static int marker;
    if (*state == NULL) {  /* answer on the second call, as the Swift server does */
        *state = &marker;
        return MHD_YES;
    }
    for (int i = 0; i < route_count; i++) {
        if (!path_matches(url, routes[i].path)) continue;
        if (routes[i].query_name) {
            const char *value = MHD_lookup_connection_value(connection, MHD_GET_ARGUMENT_KIND, routes[i].query_name);
            if (!value) continue;
            if (strcmp(routes[i].query_value, "*") != 0 && strcmp(value, routes[i].query_value) != 0) continue;
        }
        return MHD_queue_response(connection, 200, routes[i].response);
    }
    return MHD_NO;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: baseline PORT THREADS PATH[*][?NAME=VALUE]=BYTES:HEADER-FILE ...\n");
        return 64;
    }
    int port = atoi(argv[1]);
    unsigned int threads = (unsigned int)atoi(argv[2]);
    for (int i = 3; i < argc && route_count < 16; i++) {
        char *spec = strdup(argv[i]);
        char *equals = strrchr(spec, '=');  /* the last one: a path's query has its own */
        char *colon = equals ? strchr(equals, ':') : NULL;
        if (!equals || !colon) { fprintf(stderr, "bad route %s\n", argv[i]); return 64; }
        *equals = 0;
        *colon = 0;
        char *query_name = strchr(spec, '?'), *query_value = NULL;
        if (query_name) {
            *query_name++ = 0;
            query_value = strchr(query_name, '=');
            if (!query_value) { fprintf(stderr, "bad query in route %s\n", argv[i]); return 64; }
            *query_value++ = 0;
        }
        size_t size = (size_t)atol(equals + 1);
        char *body = malloc(size ? size : 1);
        memset(body, 'x', size);
        struct MHD_Response *response = MHD_create_response_from_buffer(size, body, MHD_RESPMEM_MUST_FREE);
        FILE *headers = fopen(colon + 1, "r");
        if (!headers) { fprintf(stderr, "cannot read %s\n", colon + 1); return 64; }
        char line[4096];
        while (fgets(line, sizeof line, headers)) {
            line[strcspn(line, "\r\n")] = 0;
            char *separator = strstr(line, ": ");
            if (!separator) continue;
            *separator = 0;
            MHD_add_response_header(response, line, separator + 2);
        }
        fclose(headers);
        routes[route_count++] = (struct route){spec, query_name, query_value, response};
    }
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ERROR_LOG, (uint16_t)port, NULL, NULL, answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, threads > 1 ? threads : 0, MHD_OPTION_CONNECTION_TIMEOUT, 10u,
        MHD_OPTION_CONNECTION_LIMIT, 1024u, MHD_OPTION_END);
    if (!daemon) { fprintf(stderr, "cannot start on port %d\n", port); return 1; }
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    sigprocmask(SIG_BLOCK, &signals, NULL);
    int received;
    sigwait(&signals, &received);
    MHD_stop_daemon(daemon);
    return 0;
}
