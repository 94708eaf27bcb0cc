#ifndef MENU_PLAYGROUND_CICU_SHIM_H
#define MENU_PLAYGROUND_CICU_SHIM_H
#include <stdint.h>
// Only ICU's version macros: its other headers declare C types (UErrorCode, …) that Foundation's
// own copy of ICU (_FoundationICU) also declares, differently, and a Swift module that imports
// both fails to build. So the few calls used are declared here with plain C types, under the
// versioned names Debian's libicuuc exports (ubrk_open is ubrk_open_72 in ICU 72).
#include <unicode/uvernum.h>

typedef struct CICUBreakIterator CICUBreakIterator;

CICUBreakIterator *U_ICU_ENTRY_POINT_RENAME(ubrk_open)(int32_t type, const char *locale, const uint16_t *text,
                                                        int32_t length, int32_t *status);
CICUBreakIterator *U_ICU_ENTRY_POINT_RENAME(ubrk_clone)(const CICUBreakIterator *iterator, int32_t *status);
void U_ICU_ENTRY_POINT_RENAME(ubrk_setText)(CICUBreakIterator *iterator, const uint16_t *text, int32_t length,
                                            int32_t *status);
int32_t U_ICU_ENTRY_POINT_RENAME(ubrk_next)(CICUBreakIterator *iterator);
void U_ICU_ENTRY_POINT_RENAME(ubrk_close)(CICUBreakIterator *iterator);
const char *U_ICU_ENTRY_POINT_RENAME(u_errorName)(int32_t status);

// UBRK_LINE of UBreakIteratorType, and UBRK_DONE.
#define CICU_LINE 2
#define CICU_DONE (-1)

// Stable names for Swift, which does not import the renaming macros.
static inline CICUBreakIterator *cicu_open_line(const char *locale, int32_t *status) {
    return U_ICU_ENTRY_POINT_RENAME(ubrk_open)(CICU_LINE, locale, 0, 0, status);
}

static inline CICUBreakIterator *cicu_clone(const CICUBreakIterator *iterator, int32_t *status) {
    return U_ICU_ENTRY_POINT_RENAME(ubrk_clone)(iterator, status);
}

static inline void cicu_set_text(CICUBreakIterator *iterator, const uint16_t *text, int32_t length, int32_t *status) {
    U_ICU_ENTRY_POINT_RENAME(ubrk_setText)(iterator, text, length, status);
}

static inline int32_t cicu_next(CICUBreakIterator *iterator) { return U_ICU_ENTRY_POINT_RENAME(ubrk_next)(iterator); }

static inline void cicu_close(CICUBreakIterator *iterator) { U_ICU_ENTRY_POINT_RENAME(ubrk_close)(iterator); }

typedef struct CICUBidi CICUBidi;

CICUBidi *U_ICU_ENTRY_POINT_RENAME(ubidi_open)(void);
void U_ICU_ENTRY_POINT_RENAME(ubidi_setPara)(CICUBidi *bidi, const uint16_t *text, int32_t length, uint8_t level,
                                             uint8_t *embeddingLevels, int32_t *status);
void U_ICU_ENTRY_POINT_RENAME(ubidi_getLogicalRun)(const CICUBidi *bidi, int32_t position, int32_t *limit,
                                                   uint8_t *level);
void U_ICU_ENTRY_POINT_RENAME(ubidi_close)(CICUBidi *bidi);

static inline CICUBidi *cicu_bidi_open(void) { return U_ICU_ENTRY_POINT_RENAME(ubidi_open)(); }

static inline void cicu_bidi_set_paragraph(CICUBidi *bidi, const uint16_t *text, int32_t length, uint8_t level,
                                           int32_t *status) {
    U_ICU_ENTRY_POINT_RENAME(ubidi_setPara)(bidi, text, length, level, 0, status);
}

static inline void cicu_bidi_logical_run(const CICUBidi *bidi, int32_t position, int32_t *limit, uint8_t *level) {
    U_ICU_ENTRY_POINT_RENAME(ubidi_getLogicalRun)(bidi, position, limit, level);
}

static inline void cicu_bidi_close(CICUBidi *bidi) { U_ICU_ENTRY_POINT_RENAME(ubidi_close)(bidi); }

// ICU's failure test: error codes are positive, warnings negative.
static inline int cicu_failed(int32_t status) { return status > 0; }

static inline const char *cicu_error_name(int32_t status) { return U_ICU_ENTRY_POINT_RENAME(u_errorName)(status); }
#endif
