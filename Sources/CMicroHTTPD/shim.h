#ifndef MENU_PLAYGROUND_CMICROHTTPD_SHIM_H
#define MENU_PLAYGROUND_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

// Swift cannot call C variadic functions, so every variadic entry point of libmicrohttpd that the
// server needs is wrapped here with a fixed signature.

/// Receives libmicrohttpd's own diagnostics, already formatted.
typedef void (*mp_log_sink)(void *context, const char *message);

static inline void mp_format_log(void *context, const char *format, va_list arguments) {
    char message[512];
    vsnprintf(message, sizeof message, format, arguments);
    ((mp_log_sink *)context)[0](((void **)context)[1], message);
}

/// The daemon's settings, gathered so that start-up is one call with no varargs. The daemon has
/// no listening socket: the server accepts connections itself and hands them over with
/// MHD_add_connection (MHD_quiesce_daemon can abort the process in 0.9.75's epoll thread pool).
struct mp_daemon_settings {
    unsigned int flags;
    unsigned int thread_pool_size;
    unsigned int connection_timeout_seconds;
    unsigned int connection_limit;
    unsigned int per_ip_connection_limit;
    size_t connection_memory_limit;
    MHD_AccessHandlerCallback access_handler;
    void *access_context;
    MHD_RequestCompletedCallback completed_handler;
    void *completed_context;
    void *(*uri_logger)(void *context, const char *uri, struct MHD_Connection *connection);
    void *uri_logger_context;
    MHD_NotifyConnectionCallback connection_notifier;
    void *connection_notifier_context;
    // Two pointers: the sink function and its context, read by mp_format_log.
    void *log_sink_pair[2];
};

static inline struct MHD_Daemon *mp_start_daemon(struct mp_daemon_settings *settings) {
    return MHD_start_daemon(
        settings->flags, 0, NULL, NULL,
        settings->access_handler, settings->access_context,
        MHD_OPTION_EXTERNAL_LOGGER, mp_format_log, (void *)settings->log_sink_pair,
        MHD_OPTION_THREAD_POOL_SIZE, settings->thread_pool_size,
        MHD_OPTION_CONNECTION_TIMEOUT, settings->connection_timeout_seconds,
        MHD_OPTION_CONNECTION_LIMIT, settings->connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, settings->per_ip_connection_limit,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, settings->connection_memory_limit,
        MHD_OPTION_NOTIFY_COMPLETED, settings->completed_handler, settings->completed_context,
        MHD_OPTION_URI_LOG_CALLBACK, settings->uri_logger, settings->uri_logger_context,
        MHD_OPTION_NOTIFY_CONNECTION, settings->connection_notifier, settings->connection_notifier_context,
        MHD_OPTION_END);
}

/// What the connection notifier stored for this connection.
static inline void *mp_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info ? info->socket_context : NULL;
}

/// The connection's socket, or -1 when libmicrohttpd cannot tell.
static inline int mp_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

/// The peer's address, or NULL when libmicrohttpd cannot tell.
static inline const struct sockaddr *mp_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info ? info->client_addr : NULL;
}
#endif
