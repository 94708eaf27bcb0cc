#ifndef MENU_PLAYGROUND_CICU_SHIM_H
#define MENU_PLAYGROUND_CICU_SHIM_H
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

// ICU renames its entry points with its major version (ubrk_open is a macro for ubrk_open_72),
// and Swift does not import function-like macros: these wrappers give the calls stable names.
static inline UBreakIterator *cicu_ubrk_open_line(const char *locale, const UChar *text, int32_t length,
                                                  UErrorCode *status) {
    return ubrk_open(UBRK_LINE, locale, text, length, status);
}

static inline UBreakIterator *cicu_ubrk_clone(const UBreakIterator *iterator, UErrorCode *status) {
    return ubrk_clone(iterator, status);
}

static inline void cicu_ubrk_set_text(UBreakIterator *iterator, const UChar *text, int32_t length,
                                      UErrorCode *status) {
    ubrk_setText(iterator, text, length, status);
}

static inline int32_t cicu_ubrk_following(UBreakIterator *iterator, int32_t offset) {
    return ubrk_following(iterator, offset);
}

static inline int32_t cicu_ubrk_next(UBreakIterator *iterator) { return ubrk_next(iterator); }

static inline void cicu_ubrk_close(UBreakIterator *iterator) { ubrk_close(iterator); }

static inline int cicu_failure(UErrorCode status) { return U_FAILURE(status); }

static inline const char *cicu_error_name(UErrorCode status) { return u_errorName(status); }
#endif
