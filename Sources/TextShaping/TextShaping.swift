// The HarfBuzz text measurer lives here (issue 3).
