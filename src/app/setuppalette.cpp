#include "setuppalette.h"
