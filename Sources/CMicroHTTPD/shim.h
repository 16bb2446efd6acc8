#ifndef FLASH_CMICROHTTPD_SHIM_H
#define FLASH_CMICROHTTPD_SHIM_H
#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <malloc.h>
#include <microhttpd.h>

// libmicrohttpd is opened with dlopen when `flash serve` starts, not linked: linked, every run
// of flash would load it and GnuTLS with its dependencies before main. Swift calls these
// flash_mhd_* wrappers only; microhttpd.h is included for its types and constants.
// See https://www.gnu.org/software/libmicrohttpd/manual/libmicrohttpd.html

// The library the Debian package libmicrohttpd12 installs (libmicrohttpd-dev depends on it).
#define FLASH_MHD_LIBRARY "libmicrohttpd.so.12"

// Every libmicrohttpd function flash calls, resolved together: all of them or none.
typedef struct flash_mhd_functions {
    int loaded;
    char error[256];
    // MHD_start_daemon is variadic; calling it through a pointer of its own variadic type
    // passes the options as a direct call would.
    struct MHD_Daemon *(*start_daemon)(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls,
                                       MHD_AccessHandlerCallback dh, void *dh_cls, ...);
    void (*stop_daemon)(struct MHD_Daemon *daemon);
    const union MHD_DaemonInfo *(*get_daemon_info)(struct MHD_Daemon *daemon, enum MHD_DaemonInfoType type, ...);
    const char *(*lookup_connection_value)(struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key);
    int (*get_connection_values)(struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator, void *cls);
    struct MHD_Response *(*create_response_from_buffer)(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode);
    struct MHD_Response *(*create_response_with_free_callback_cls)(size_t size, const void *buffer, MHD_ContentReaderFreeCallback free, void *cls);
    enum MHD_Result (*add_response_header)(struct MHD_Response *response, const char *header, const char *content);
    enum MHD_Result (*queue_response)(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response);
    void (*destroy_response)(struct MHD_Response *response);
    void (*suspend_connection)(struct MHD_Connection *connection);
    void (*resume_connection)(struct MHD_Connection *connection);
} flash_mhd_functions;

static inline flash_mhd_functions *flash_mhd_storage(void) {
    static flash_mhd_functions functions;
    return &functions;
}

static inline void *flash_mhd_symbol(void *library, const char *name, flash_mhd_functions *functions) {
    void *symbol = dlsym(library, name);
    if (!symbol && functions->error[0] == 0) {
        snprintf(functions->error, sizeof functions->error, "%s has no %s", FLASH_MHD_LIBRARY, name);
    }
    return symbol;
}

static inline void flash_mhd_resolve(void) {
    flash_mhd_functions *f = flash_mhd_storage();
    void *library = dlopen(FLASH_MHD_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(f->error, sizeof f->error, "%s", reason ? reason : FLASH_MHD_LIBRARY ": cannot be opened");
        return;
    }
    f->start_daemon = (struct MHD_Daemon *(*)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback, void *, ...))
        flash_mhd_symbol(library, "MHD_start_daemon", f);
    f->stop_daemon = (void (*)(struct MHD_Daemon *))flash_mhd_symbol(library, "MHD_stop_daemon", f);
    f->get_daemon_info = (const union MHD_DaemonInfo *(*)(struct MHD_Daemon *, enum MHD_DaemonInfoType, ...))
        flash_mhd_symbol(library, "MHD_get_daemon_info", f);
    f->lookup_connection_value = (const char *(*)(struct MHD_Connection *, enum MHD_ValueKind, const char *))
        flash_mhd_symbol(library, "MHD_lookup_connection_value", f);
    f->get_connection_values = (int (*)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *))
        flash_mhd_symbol(library, "MHD_get_connection_values", f);
    f->create_response_from_buffer = (struct MHD_Response *(*)(size_t, void *, enum MHD_ResponseMemoryMode))
        flash_mhd_symbol(library, "MHD_create_response_from_buffer", f);
    f->create_response_with_free_callback_cls = (struct MHD_Response *(*)(size_t, const void *, MHD_ContentReaderFreeCallback, void *))
        flash_mhd_symbol(library, "MHD_create_response_from_buffer_with_free_callback_cls", f);
    f->add_response_header = (enum MHD_Result (*)(struct MHD_Response *, const char *, const char *))
        flash_mhd_symbol(library, "MHD_add_response_header", f);
    f->queue_response = (enum MHD_Result (*)(struct MHD_Connection *, unsigned int, struct MHD_Response *))
        flash_mhd_symbol(library, "MHD_queue_response", f);
    f->destroy_response = (void (*)(struct MHD_Response *))flash_mhd_symbol(library, "MHD_destroy_response", f);
    f->suspend_connection = (void (*)(struct MHD_Connection *))flash_mhd_symbol(library, "MHD_suspend_connection", f);
    f->resume_connection = (void (*)(struct MHD_Connection *))flash_mhd_symbol(library, "MHD_resume_connection", f);
    f->loaded = f->error[0] == 0;
}

// Opens libmicrohttpd on the first call from this object file; later calls only read the table.
static inline const flash_mhd_functions *flash_mhd(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, flash_mhd_resolve);
    return flash_mhd_storage();
}

// NULL once libmicrohttpd is loaded; otherwise why it could not be.
static inline const char *flash_mhd_load_error(void) {
    const flash_mhd_functions *mhd = flash_mhd();
    return mhd->loaded ? NULL : mhd->error;
}

// MHD decodes %XX in the path and the query before the handler sees them; flash splits the
// path into segments first and decodes each itself, so a list named "a/b" stays one segment.
static inline size_t flash_mhd_keep_escaped(void *cls, struct MHD_Connection *connection, char *text) {
    (void)cls;
    (void)connection;
    return strlen(text);
}

// Starts a daemon with its own threads: a pool of `threads` over epoll, listening on `address`
// (an IPv4 or IPv6 socket address, port 0 for a free one). NULL when it cannot start.
// See https://www.gnu.org/software/libmicrohttpd/manual/html_node/microhttpd_002dinit.html
static inline struct MHD_Daemon *flash_mhd_start(unsigned int flags, const struct sockaddr *address,
                                                 MHD_AccessHandlerCallback handler, void *handler_context,
                                                 MHD_RequestCompletedCallback completed, void *completed_context,
                                                 unsigned int threads, unsigned int connection_limit,
                                                 unsigned int timeout_seconds, size_t memory_limit) {
    const flash_mhd_functions *mhd = flash_mhd();
    if (!mhd->loaded) return NULL;
    return mhd->start_daemon(flags, 0, NULL, NULL, handler, handler_context,
                             MHD_OPTION_SOCK_ADDR, address,
                             MHD_OPTION_THREAD_POOL_SIZE, threads,
                             MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
                             MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                             MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                             MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                             MHD_OPTION_UNESCAPE_CALLBACK, flash_mhd_keep_escaped, NULL,
                             MHD_OPTION_END);
}

// See https://www.gnu.org/software/libmicrohttpd/manual/html_node/microhttpd_002dinit.html
static inline void flash_mhd_stop(struct MHD_Daemon *daemon) {
    const flash_mhd_functions *mhd = flash_mhd();
    if (mhd->loaded) mhd->stop_daemon(daemon);
}

// The port the daemon listens on (the one chosen for port 0); 0 when unknown.
static inline uint16_t flash_mhd_port(struct MHD_Daemon *daemon) {
    const flash_mhd_functions *mhd = flash_mhd();
    if (!mhd->loaded) return 0;
    const union MHD_DaemonInfo *info = mhd->get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

// A request header (MHD_HEADER_KIND) or query argument (MHD_GET_ARGUMENT_KIND), or NULL.
static inline const char *flash_mhd_value(struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key) {
    const flash_mhd_functions *mhd = flash_mhd();
    return mhd->loaded ? mhd->lookup_connection_value(connection, kind, key) : NULL;
}

// Calls `iterator` for each value of `kind`. See MHD_get_connection_values.
static inline int flash_mhd_values(struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator, void *cls) {
    const flash_mhd_functions *mhd = flash_mhd();
    return mhd->loaded ? mhd->get_connection_values(connection, kind, iterator, cls) : 0;
}

// A response whose body MHD copies now.
static inline struct MHD_Response *flash_mhd_copied_response(size_t size, const void *bytes) {
    const flash_mhd_functions *mhd = flash_mhd();
    return mhd->loaded ? mhd->create_response_from_buffer(size, (void *)bytes, MHD_RESPMEM_MUST_COPY) : NULL;
}

// A response sent from `bytes` as they are; `release(owner)` is called once MHD is done with them.
static inline struct MHD_Response *flash_mhd_borrowed_response(size_t size, const void *bytes,
                                                               MHD_ContentReaderFreeCallback release, void *owner) {
    const flash_mhd_functions *mhd = flash_mhd();
    return mhd->loaded ? mhd->create_response_with_free_callback_cls(size, bytes, release, owner) : NULL;
}

static inline enum MHD_Result flash_mhd_add_header(struct MHD_Response *response, const char *name, const char *value) {
    const flash_mhd_functions *mhd = flash_mhd();
    return mhd->loaded ? mhd->add_response_header(response, name, value) : MHD_NO;
}

static inline enum MHD_Result flash_mhd_queue(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response) {
    const flash_mhd_functions *mhd = flash_mhd();
    return mhd->loaded ? mhd->queue_response(connection, status, response) : MHD_NO;
}

static inline void flash_mhd_destroy(struct MHD_Response *response) {
    const flash_mhd_functions *mhd = flash_mhd();
    if (mhd->loaded) mhd->destroy_response(response);
}

// Only from the access handler. See MHD_suspend_connection in microhttpd.h.
static inline void flash_mhd_suspend(struct MHD_Connection *connection) {
    const flash_mhd_functions *mhd = flash_mhd();
    if (mhd->loaded) mhd->suspend_connection(connection);
}

// glibc gives each thread that allocates its own arena, up to eight a core, and keeps what is
// freed in each: a server of many threads grows for nothing. Two arenas serve its few threads.
// See https://man7.org/linux/man-pages/man3/mallopt.3.html
static inline void flash_mhd_limit_arenas(void) {
    (void)mallopt(M_ARENA_MAX, 2);
}

// From any thread, once, after a suspend.
static inline void flash_mhd_resume(struct MHD_Connection *connection) {
    const flash_mhd_functions *mhd = flash_mhd();
    if (mhd->loaded) mhd->resume_connection(connection);
}
#endif
