#ifndef MENU_PLAYGROUND_CCAIRO_SHIM_H
#define MENU_PLAYGROUND_CCAIRO_SHIM_H
// cairo (with its PNG reader and writer, part of libcairo) and the few functions of librsvg,
// which renders SVG documents through a cairo context, that the snapshots use.
#include <cairo.h>
#include <glib-object.h>

// librsvg's own header needs the include paths of librsvg's and gdk-pixbuf's pkg-config
// entries, and both bring gio's -pthread (from gmodule-no-export-2.0), a flag SwiftPM refuses
// with a warning on every build. So the target is found through cairo's entry, whose
// Requires.private (gobject-2.0, glib-2.0 in cairo 1.16, Debian 12) gives glib's include path,
// and these are librsvg's declarations as its 2.52+ headers make them (a stable C ABI; Debian 12
// ships 2.54), from <librsvg/rsvg.h> and <librsvg/rsvg-cairo.h>.
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
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                     GError **error);
#endif
