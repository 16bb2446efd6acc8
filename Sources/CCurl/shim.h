#ifndef FLASH_CCURL_SHIM_H
#define FLASH_CCURL_SHIM_H
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// libcurl is opened with dlopen the first time a transfer needs it, not linked: linked, it made
// every run of flash (`flash --version` included) load libcurl and its ~30 dependencies (TLS,
// Kerberos, LDAP, SSH, IDN) before main. Only commands that go to the network pay for it now.
// Swift calls these flash_curl_* wrappers only; curl.h is included for its types and constants.
// See https://man7.org/linux/man-pages/man3/dlopen.3.html and https://curl.se/libcurl/c/

// The library the Debian package libcurl4 installs (the OpenSSL flavour, as libcurl4-openssl-dev).
#define FLASH_CURL_LIBRARY "libcurl.so.4"

typedef size_t (*flash_curl_write_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*flash_curl_xferinfo_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow);
typedef int (*flash_curl_prereq_callback)(void *context, char *primary_ip, char *local_ip, int primary_port, int local_port);

// Every libcurl function flash calls, resolved together: all of them or none.
typedef struct flash_curl_functions {
    int loaded;
    char error[256];
    CURLcode (*global_init)(long flags);
    char *(*version)(void);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    // curl_easy_setopt and curl_easy_getinfo are variadic; calling them through a pointer of
    // their own variadic type passes the argument as a direct call would.
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} flash_curl_functions;

// A static inline function has its own copy (and its own statics) in each object file that uses
// it; each copy resolves the library once for itself, and dlopen hands every copy the same one.
static inline flash_curl_functions *flash_curl_storage(void) {
    static flash_curl_functions functions;
    return &functions;
}

static inline void *flash_curl_symbol(void *library, const char *name, flash_curl_functions *functions) {
    void *symbol = dlsym(library, name);
    if (!symbol && functions->error[0] == 0) {
        snprintf(functions->error, sizeof functions->error, "%s has no %s", FLASH_CURL_LIBRARY, name);
    }
    return symbol;
}

static inline void flash_curl_resolve(void) {
    flash_curl_functions *f = flash_curl_storage();
    void *library = dlopen(FLASH_CURL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(f->error, sizeof f->error, "%s", reason ? reason : FLASH_CURL_LIBRARY ": cannot be opened");
        return;
    }
    f->global_init = (CURLcode (*)(long))flash_curl_symbol(library, "curl_global_init", f);
    f->version = (char *(*)(void))flash_curl_symbol(library, "curl_version", f);
    f->easy_init = (CURL *(*)(void))flash_curl_symbol(library, "curl_easy_init", f);
    f->easy_cleanup = (void (*)(CURL *))flash_curl_symbol(library, "curl_easy_cleanup", f);
    f->easy_reset = (void (*)(CURL *))flash_curl_symbol(library, "curl_easy_reset", f);
    f->easy_perform = (CURLcode (*)(CURL *))flash_curl_symbol(library, "curl_easy_perform", f);
    f->easy_strerror = (const char *(*)(CURLcode))flash_curl_symbol(library, "curl_easy_strerror", f);
    f->easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))flash_curl_symbol(library, "curl_easy_setopt", f);
    f->easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))flash_curl_symbol(library, "curl_easy_getinfo", f);
    f->slist_append = (struct curl_slist *(*)(struct curl_slist *, const char *))flash_curl_symbol(library, "curl_slist_append", f);
    f->slist_free_all = (void (*)(struct curl_slist *))flash_curl_symbol(library, "curl_slist_free_all", f);
    f->loaded = f->error[0] == 0;
}

// Opens libcurl on the first call from this object file; later calls only read the table.
static inline const flash_curl_functions *flash_curl(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, flash_curl_resolve);
    return flash_curl_storage();
}

// NULL once libcurl is loaded; otherwise why it could not be (dlopen's message, or the
// function the library lacks). Every wrapper below fails harmlessly while it is not loaded.
static inline const char *flash_curl_load_error(void) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? NULL : curl->error;
}

// See https://curl.se/libcurl/c/curl_global_init.html
static inline CURLcode flash_curl_global_init(long flags) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->global_init(flags) : CURLE_FAILED_INIT;
}

// "libcurl/8.x.y OpenSSL/...", or NULL without libcurl. See https://curl.se/libcurl/c/curl_version.html
static inline const char *flash_curl_version(void) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->version() : NULL;
}

// See https://curl.se/libcurl/c/curl_easy_init.html
static inline CURL *flash_curl_easy_init(void) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_init() : NULL;
}

// See https://curl.se/libcurl/c/curl_easy_cleanup.html
static inline void flash_curl_easy_cleanup(CURL *handle) {
    const flash_curl_functions *curl = flash_curl();
    if (curl->loaded) curl->easy_cleanup(handle);
}

// See https://curl.se/libcurl/c/curl_easy_reset.html
static inline void flash_curl_easy_reset(CURL *handle) {
    const flash_curl_functions *curl = flash_curl();
    if (curl->loaded) curl->easy_reset(handle);
}

// See https://curl.se/libcurl/c/curl_easy_perform.html
static inline CURLcode flash_curl_easy_perform(CURL *handle) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_perform(handle) : CURLE_FAILED_INIT;
}

// See https://curl.se/libcurl/c/curl_easy_strerror.html
static inline const char *flash_curl_easy_strerror(CURLcode code) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_strerror(code) : "libcurl is not loaded";
}

// See https://curl.se/libcurl/c/curl_slist_append.html
static inline struct curl_slist *flash_curl_slist_append(struct curl_slist *list, const char *line) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->slist_append(list, line) : NULL;
}

// See https://curl.se/libcurl/c/curl_slist_free_all.html
static inline void flash_curl_slist_free_all(struct curl_slist *list) {
    const flash_curl_functions *curl = flash_curl();
    if (curl->loaded) curl->slist_free_all(list);
}

// curl_easy_setopt and curl_easy_getinfo are variadic C functions, which Swift cannot call.
// These typed wrappers give each argument type its own entry point.
// See https://curl.se/libcurl/c/curl_easy_setopt.html and https://curl.se/libcurl/c/curl_easy_getinfo.html

static inline CURLcode flash_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_setopt_write_callback(CURL *handle, CURLoption option, flash_curl_write_callback value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_setopt_xferinfo_callback(CURL *handle, flash_curl_xferinfo_callback value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value) : CURLE_FAILED_INIT;
}

// Called once a connection is made and before each request goes out, redirects included; see
// https://curl.se/libcurl/c/CURLOPT_PREREQFUNCTION.html (libcurl 7.80 and later).
static inline CURLcode flash_curl_easy_setopt_prereq_callback(CURL *handle, flash_curl_prereq_callback value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_setopt(handle, CURLOPT_PREREQFUNCTION, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLcode flash_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    const flash_curl_functions *curl = flash_curl();
    return curl->loaded ? curl->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}
#endif
