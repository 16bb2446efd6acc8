#ifndef FLASH_CRSVG_SHIM_H
#define FLASH_CRSVG_SHIM_H
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

// librsvg draws the SVG picture sets (Material Design Icons, Tabler, Lucide, Font Awesome,
// OpenMoji, openclipart) into PNGs with cairo. Both are opened with dlopen the first time a picture needs
// drawing, not linked: flash builds and runs without them, and says which package to install
// (librsvg2-2, which brings libcairo2) when a drawing is asked for. No -dev package is needed:
// the few functions flash calls are declared here with opaque handles.
// See https://gnome.pages.gitlab.gnome.org/librsvg/Rsvg-2.0/ and https://www.cairographics.org/manual/

#define FLASH_RSVG_LIBRARY "librsvg-2.so.2"
#define FLASH_CAIRO_LIBRARY "libcairo.so.2"
#define FLASH_GOBJECT_LIBRARY "libgobject-2.0.so.0"

typedef struct flash_rsvg_rectangle { double x, y, width, height; } flash_rsvg_rectangle;
typedef struct flash_gerror { uint32_t domain; int code; char *message; } flash_gerror;
typedef int (*flash_cairo_write)(void *closure, const unsigned char *data, unsigned int length);

typedef struct flash_rsvg_functions {
    int loaded;
    char error[256];
    void *(*handle_new_from_data)(const uint8_t *data, size_t length, flash_gerror **error);
    int (*render_document)(void *handle, void *cairo, const flash_rsvg_rectangle *viewport, flash_gerror **error);
    void (*object_unref)(void *object);
    void (*error_free)(flash_gerror *error);
    void *(*image_surface_create)(int format, int width, int height);
    void *(*cairo_create)(void *surface);
    void (*cairo_destroy)(void *cairo);
    void (*surface_destroy)(void *surface);
    int (*write_to_png_stream)(void *surface, flash_cairo_write write, void *closure);
    void (*surface_flush)(void *surface);
    unsigned char *(*image_surface_get_data)(void *surface);
    int (*image_surface_get_stride)(void *surface);
} flash_rsvg_functions;

static inline flash_rsvg_functions *flash_rsvg_storage(void) {
    static flash_rsvg_functions functions;
    return &functions;
}

static inline void *flash_rsvg_symbol(void *library, const char *file, const char *name, flash_rsvg_functions *functions) {
    void *symbol = library ? dlsym(library, name) : NULL;
    if (!symbol && functions->error[0] == 0) {
        snprintf(functions->error, sizeof functions->error, "%s has no %s", file, name);
    }
    return symbol;
}

static inline void flash_rsvg_load_once(void) {
    flash_rsvg_functions *f = flash_rsvg_storage();
    void *rsvg = dlopen(FLASH_RSVG_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    void *cairo = dlopen(FLASH_CAIRO_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    void *gobject = dlopen(FLASH_GOBJECT_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!rsvg || !cairo || !gobject) {
        snprintf(f->error, sizeof f->error, "cannot open %s", !rsvg ? FLASH_RSVG_LIBRARY : !cairo ? FLASH_CAIRO_LIBRARY : FLASH_GOBJECT_LIBRARY);
        return;
    }
    f->handle_new_from_data = flash_rsvg_symbol(rsvg, FLASH_RSVG_LIBRARY, "rsvg_handle_new_from_data", f);
    f->render_document = flash_rsvg_symbol(rsvg, FLASH_RSVG_LIBRARY, "rsvg_handle_render_document", f);
    f->object_unref = flash_rsvg_symbol(gobject, FLASH_GOBJECT_LIBRARY, "g_object_unref", f);
    f->error_free = flash_rsvg_symbol(gobject, FLASH_GOBJECT_LIBRARY, "g_error_free", f);
    f->image_surface_create = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_image_surface_create", f);
    f->cairo_create = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_create", f);
    f->cairo_destroy = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_destroy", f);
    f->surface_destroy = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_surface_destroy", f);
    f->write_to_png_stream = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_surface_write_to_png_stream", f);
    f->surface_flush = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_surface_flush", f);
    f->image_surface_get_data = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_image_surface_get_data", f);
    f->image_surface_get_stride = flash_rsvg_symbol(cairo, FLASH_CAIRO_LIBRARY, "cairo_image_surface_get_stride", f);
    f->loaded = f->error[0] == 0;
}

/// Opens the libraries once per process; returns NULL when they load, else why not.
static inline const char *flash_rsvg_load(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, flash_rsvg_load_once);
    flash_rsvg_functions *f = flash_rsvg_storage();
    return f->loaded ? NULL : f->error;
}

/// Where the drawing has ink when the document fills a size x size viewport: the box of its
/// pixels that are not transparent, drawn once at that size. Returns 0 when there is none.
// (librsvg 2.54's rsvg_handle_get_geometry_for_layer gives the whole document's ink in user
// units with the origin always inside, so the pixels are measured instead.)
static inline int flash_rsvg_ink(void *handle, int size, flash_rsvg_rectangle *ink) {
    flash_rsvg_functions *f = flash_rsvg_storage();
    void *surface = f->image_surface_create(0 /* CAIRO_FORMAT_ARGB32 */, size, size);
    void *cairo = f->cairo_create(surface);
    flash_rsvg_rectangle viewport = { 0, 0, size, size };
    flash_gerror *error = NULL;
    int drawn = f->render_document(handle, cairo, &viewport, &error);
    if (error) f->error_free(error);
    f->cairo_destroy(cairo);
    f->surface_flush(surface);
    const unsigned char *data = f->image_surface_get_data(surface);
    int stride = f->image_surface_get_stride(surface), left = size, top = size, right = -1, bottom = -1;
    for (int y = 0; drawn && data && y < size; y++) {
        for (int x = 0; x < size; x++) {
            if ((((const uint32_t *)(data + y * stride))[x] >> 24) < 16) continue; // ARGB32's alpha, nearly transparent
            if (x < left) left = x;
            if (x > right) right = x;
            if (y < top) top = y;
            if (y > bottom) bottom = y;
        }
    }
    f->surface_destroy(surface);
    if (right < 0) return 0;
    *ink = (flash_rsvg_rectangle){ left, top, right - left + 1, bottom - top + 1 };
    return 1;
}

/// The viewport that draws the document's ink (not its page) centred in a size x size image,
/// with a small margin; `viewport` is left as it is when there is no ink. The ink is measured
/// at four times the size, so a small drawing on a large page is framed to the pixel.
static inline void flash_rsvg_trim(void *handle, int size, flash_rsvg_rectangle *viewport) {
    const int probe = 4;
    flash_rsvg_rectangle ink;
    if (!flash_rsvg_ink(handle, size * probe, &ink)) return;
    double x = ink.x / probe, y = ink.y / probe, width = ink.width / probe, height = ink.height / probe;
    double scale = 0.94 * size / (width > height ? width : height);
    viewport->x = (size - width * scale) / 2 - x * scale;
    viewport->y = (size - height * scale) / 2 - y * scale;
    viewport->width = size * scale;
    viewport->height = size * scale;
}

/// Draws `svg` into a width x height ARGB image and hands its PNG bytes to `write`; with `trim`,
/// the drawing's ink fills the image rather than its page. Returns 0 on success, else a negative
/// step number; `message` gets librsvg's own error text, if any.
static inline int flash_rsvg_render_png(const uint8_t *svg, size_t length, int width, int height, int trim,
                                        flash_cairo_write write, void *closure, char *message, size_t message_size) {
    flash_rsvg_functions *f = flash_rsvg_storage();
    if (!f->loaded) return -1;
    flash_gerror *error = NULL;
    void *handle = f->handle_new_from_data(svg, length, &error);
    if (!handle) {
        if (error) { snprintf(message, message_size, "%s", error->message ? error->message : ""); f->error_free(error); }
        return -2;
    }
    void *surface = f->image_surface_create(0 /* CAIRO_FORMAT_ARGB32 */, width, height);
    void *cairo = f->cairo_create(surface);
    flash_rsvg_rectangle viewport = { 0, 0, width, height };
    if (trim && width == height) flash_rsvg_trim(handle, width, &viewport);
    int status = 0;
    if (!f->render_document(handle, cairo, &viewport, &error)) {
        if (error) { snprintf(message, message_size, "%s", error->message ? error->message : ""); f->error_free(error); }
        status = -3;
    }
    f->cairo_destroy(cairo);
    if (status == 0 && f->write_to_png_stream(surface, write, closure) != 0) status = -4;
    f->surface_destroy(surface);
    f->object_unref(handle);
    return status;
}

#endif
