#ifndef MENU_PLAYGROUND_CRSVG_SHIM_H
#define MENU_PLAYGROUND_CRSVG_SHIM_H
// The few functions of librsvg, which renders SVG documents through a cairo context, that the
// snapshots use (`SVGDocument.swift` is the only file that imports this module).
//
// Why not <librsvg/rsvg.h> through librsvg's pkg-config entry: that entry requires gio-2.0 and
// gdk-pixbuf-2.0, which bring gio's -pthread (from gmodule-no-export-2.0), a flag SwiftPM
// refuses with "warning: prohibited flag(s): -pthread" on every build. So the target is found
// through gobject-2.0's entry (glib's include path and libraries, no -pthread), and these are
// librsvg's declarations as its 2.52+ headers make them (a stable C ABI; Debian 12 ships 2.54),
// from <librsvg/rsvg.h> and <librsvg/rsvg-cairo.h>. GError and g_object_unref are glib's own.
//
// A cairo context is `struct _cairo *` (cairo's `cairo_t *`), declared here without cairo's
// header: this module is librsvg's alone, and cairo's functions reach Swift through CCairo, in
// `Canvas.swift`. In Swift both modules see the context as an OpaquePointer.
#include <glib-object.h>

struct _cairo;

typedef struct _RsvgHandle RsvgHandle;

typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

typedef enum {
    RSVG_UNIT_PERCENT,
    RSVG_UNIT_PX,
    RSVG_UNIT_EM,
    RSVG_UNIT_EX,
    RSVG_UNIT_IN,
    RSVG_UNIT_CM,
    RSVG_UNIT_MM,
    RSVG_UNIT_PT,
    RSVG_UNIT_PC
} RsvgUnit;

typedef struct {
    double length;
    RsvgUnit unit;
} RsvgLength;

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
gboolean rsvg_handle_render_document(RsvgHandle *handle, struct _cairo *cr, const RsvgRectangle *viewport,
                                     GError **error);
#endif
