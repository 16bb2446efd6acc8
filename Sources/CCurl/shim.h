#ifndef FLASH_CCURL_SHIM_H
#define FLASH_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic C functions, which
// Swift cannot call. These typed wrappers give each argument type its own entry point.
// See https://curl.se/libcurl/c/curl_easy_setopt.html and https://curl.se/libcurl/c/curl_easy_getinfo.html

typedef size_t (*flash_curl_write_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*flash_curl_xferinfo_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow);
typedef int (*flash_curl_prereq_callback)(void *context, char *primary_ip, char *local_ip, int primary_port, int local_port);

static inline CURLcode flash_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode flash_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode flash_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode flash_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode flash_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode flash_curl_easy_setopt_write_callback(CURL *handle, CURLoption option, flash_curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode flash_curl_easy_setopt_xferinfo_callback(CURL *handle, flash_curl_xferinfo_callback value) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

// Called once a connection is made and before each request goes out, redirects included; see
// https://curl.se/libcurl/c/CURLOPT_PREREQFUNCTION.html (libcurl 7.80 and later).
static inline CURLcode flash_curl_easy_setopt_prereq_callback(CURL *handle, flash_curl_prereq_callback value) {
    return curl_easy_setopt(handle, CURLOPT_PREREQFUNCTION, value);
}

static inline CURLcode flash_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode flash_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode flash_curl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode flash_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode flash_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
#endif
