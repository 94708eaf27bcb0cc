/// The price list of drawing a snapshot, in `WorkBudget` units (about a nanosecond of CPU each on
/// the reference machine; `make bench`'s WorstRequests prints each row's measured nanoseconds per
/// unit, which should stay at about 1 or below).
///
/// A counting surface (`Drawing.CountingSurface`) charges these as the snapshot's painter walks
/// its display list, operation by operation, by what each touches: the price is the drawing the
/// canvas will do (the same walk, the same clip, the same skipped glyphs), not a guess made from
/// the layout. Every price is a pure function of the request.
public enum DrawingCost {
    /// Making the surface, encoding it as a PNG and tagging it: each device pixel (every row
    /// filtered, as if none repeated the one above), and each busy pixel again, priced as noise
    /// (a pixel that may differ from the one above is a literal for deflate, and bytes for the
    /// ETag's hash). `opaque`: a surface whose first drawing was an opaque fill over all of it
    /// stays opaque and is encoded once, as RGB; another may be encoded as RGB up to its last row
    /// and again as RGBA.
    public static func surface(pixels: Int, busyPixels: Int, opaque: Bool) -> Int {
        let once = 3 * pixels + 45 * min(busyPixels, pixels)
        return 200_000 + (opaque ? once : 2 * once)
    }

    /// Painting and placing `count` boxes (frames, snapping, groups' bounds), both when priced
    /// and when drawn.
    public static func boxes(_ count: Int) -> Int {
        2_000 * count
    }

    /// A fill, a border or a clip: the call (its outline built and scan-converted), and each
    /// device pixel of its bounds inside the clip.
    public static func fill(pixels: Int) -> Int {
        8_000 + pixels
    }

    /// An opacity group: clearing its surface (its bounds inside the clip) and compositing it.
    public static func group(pixels: Int) -> Int {
        2_000 + 2 * pixels
    }

    /// A backdrop blur: each device pixel under it is read, blurred three times each way and
    /// written back.
    public static func blur(pixels: Int) -> Int {
        5_000 + 8 * pixels
    }

    /// A line of text about to be shaped and placed, on both walks (priced and drawn): the call
    /// and each of its Unicode scalars (its glyph's outline or bitmap looked up).
    public static func line(scalars: Int) -> Int {
        2_000 + 2_200 * scalars
    }

    /// An outline glyph inside the clip: its outline handed to cairo and flattened, and each
    /// device pixel of its bounds inside the clip scan-converted. One wholly outside the clip is
    /// skipped, and costs its share of `line` only.
    public static func glyph(pixels: Int) -> Int {
        4_500 + 13 * pixels
    }

    /// Decoding a colour bitmap (an emoji's PNG: inflate, unfilter, premultiply), per pixel its
    /// IHDR names. Each distinct bitmap is decoded once while the canvas keeps it.
    public static func bitmapDecode(sourcePixels: Int) -> Int {
        5_000 + 10 * sourcePixels
    }

    /// Drawing a decoded bitmap scaled into its rectangle: each device pixel of the rectangle
    /// inside the clip, and for each, the source pixels cairo's filter reads when it shrinks the
    /// bitmap by more than 4/3 (`taps`: a box filter's width × height; 0 when it does not shrink
    /// that much, and cairo's filter is bilinear).
    public static func bitmapDraw(destinationPixels: Int, taps: Int) -> Int {
        2_000 + destinationPixels * (2 + 3 * taps)
    }

    /// An SVG icon: parsing its bytes, and rendering each device pixel of its box inside the clip.
    public static func icon(bytes: Int, pixels: Int) -> Int {
        35_000 + 120 * bytes + 14 * pixels
    }
}
